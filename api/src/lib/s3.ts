// A small client for S3-compatible object stores (AWS S3, MinIO, Cloudflare R2, ...): requests are
// signed with AWS Signature Version 4 (header form, path-style addressing), using node:crypto only.
import { createHash, createHmac } from 'node:crypto';

export interface S3Options {
  /** https://s3.ap-south-1.amazonaws.com, http://127.0.0.1:9000, ... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For tests: another fetch. */
  fetch?: typeof fetch;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** 20130524T000000Z */
export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SignInput {
  method: string;
  url: URL;
  /** Every header to sign, host included; names in any case. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}

/** The Authorization header value for a request (headers must already hold x-amz-date). */
export function authorization(i: SignInput): string {
  const service = i.service ?? 's3';
  const stamp = amzDate(i.now);
  const day = stamp.slice(0, 8);
  const entries = Object.entries(i.headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = entries.map(([k]) => k).join(';');
  const query = [...i.url.searchParams.entries()]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    i.method.toUpperCase(),
    i.url.pathname.split('/').map((s) => encodeSegment(decodeURIComponent(s))).join('/'),
    query,
    entries.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    i.payloadHash,
  ].join('\n');
  const scope = `${day}/${i.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${i.secretAccessKey}`, day), i.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${i.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export class S3Error extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'S3Error';
  }
}

const TIMEOUT_MS = 15_000;

export function s3Client(o: S3Options) {
  const base = o.endpoint.replace(/\/$/, '');
  async function send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<void> {
    const url = new URL(`${base}/${encodeSegment(o.bucket)}/${key.split('/').map(encodeSegment).join('/')}`);
    const now = new Date();
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(now),
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    headers.authorization = authorization({ method, url, headers: { ...headers }, payloadHash, region: o.region, accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, now });
    const { host: _host, ...sent } = headers;
    let res: Response;
    try {
      res = await (o.fetch ?? fetch)(url, { method, headers: sent, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new S3Error(`the object store could not be reached (${method} ${key})`, { cause: err });
    }
    const text = await res.text().catch(() => '');
    // DELETE of a missing key answers 204 on S3; a 404 from other stores means the same.
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP ${res.status}`;
      throw new S3Error(`the object store refused ${method} ${key}: ${code}`);
    }
  }
  return {
    put: (key: string, body: Buffer, contentType: string) => send('PUT', key, body, contentType),
    delete: (key: string) => send('DELETE', key),
  };
}
