// Pages rendered for one response go out compressed as the browser accepts (brotli, else gzip),
// flushed after each part React sends, so the chrome arrives before a slow region.
import type { ServerResponse } from 'node:http';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import type { PageResponse } from '../src/ssr/render';
import type { Encoding } from './page-cache';

/** The encoding to send: the best the client accepts (q > 0), brotli before gzip on a tie. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q[name.trim() === 'x-gzip' ? 'gzip' : name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gz = q.gzip ?? q['*'] ?? 0;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** Writes the head now and returns the body's sink: compressed and flushed per write, or plain. */
export function compressedStream(res: ServerResponse, status: number, headers: Record<string, string>, encoding: Encoding | null): PageResponse {
  if (!encoding) {
    res.writeHead(status, headers);
    return { writeHead: () => undefined, write: (chunk) => res.write(chunk), end: (chunk) => res.end(chunk), on: (e, l) => res.on(e, l) };
  }
  res.writeHead(status, { ...headers, 'Content-Encoding': encoding });
  const zip = encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  const flush = encoding === 'br' ? zlib.BROTLI_OPERATION_FLUSH : zlib.Z_SYNC_FLUSH;
  zip.pipe(res);
  return {
    writeHead: () => undefined,
    write: (chunk) => {
      zip.write(chunk);
      zip.flush(flush);
    },
    end: (chunk?: string | Uint8Array) => (chunk === undefined ? zip.end() : zip.end(chunk)),
    on: (e, l) => res.on(e, l),
  };
}
