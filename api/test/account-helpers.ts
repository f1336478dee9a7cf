// Helpers for the account and My List tests: the outbox (where codes arrive), multipart bodies,
// image fixtures and a local Google key set.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { settleMail } from '../src/lib/mailer';
import type { TestContext } from './helpers';

export interface OutboxMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

function header(raw: string, name: string): string {
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
}

/** Every message in the outbox, oldest first (names start with the time they were written). */
export async function outbox(t: TestContext): Promise<OutboxMail[]> {
  await settleMail();
  let names: string[] = [];
  try {
    names = readdirSync(t.config.outboxDir).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return names.map((name) => {
    const raw = readFileSync(join(t.config.outboxDir, name), 'utf8');
    const split = raw.indexOf('\n\n');
    const body = raw.slice(split + 2);
    return {
      file: name,
      raw,
      to: header(raw, 'To'),
      subject: header(raw, 'Subject'),
      body,
      code: /^\s{4}(\d{6})\s*$/m.exec(body)?.[1] ?? null,
    };
  });
}

export async function mailsTo(t: TestContext, email: string): Promise<OutboxMail[]> {
  return (await outbox(t)).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
}

/** The code of the newest message to `email`. */
export async function latestCode(t: TestContext, email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  const code = mails.at(-1)?.code;
  if (!code) throw new Error(`no code e-mail to ${email} in the outbox`);
  return code;
}

/**
 * Moves rows of a table that counts events over a window back in time by `ms`, as if the shopper
 * had waited: every row, or only those of `email`.
 */
export async function ageRows(t: TestContext, table: 'otp_codes' | 'sign_in_failures', ms: number, email?: string): Promise<void> {
  let rows = t.db.selectFrom(table).select(['id', 'created_at']);
  if (email !== undefined) rows = rows.where('email', '=', email);
  for (const r of await rows.execute()) {
    await t.db
      .updateTable(table)
      .set({ created_at: new Date(new Date(r.created_at).getTime() - ms).toISOString() })
      .where('id', '=', r.id)
      .execute();
  }
}

/** Lets a test skip the 30 s resend wait: every code of the e-mail is made older. */
export async function ageCodes(t: TestContext, email: string, ms: number): Promise<void> {
  await ageRows(t, 'otp_codes', ms, email);
}

type Caller = { userId: string; auth: Record<string, string> };

/** PUT /api/user/:userId (the profile) as `as`, for their own id unless `userId` names another. */
export function putProfile(t: TestContext, as: Caller, payload: Record<string, unknown>, userId = as.userId) {
  return t.app.inject({ method: 'PUT', url: `/api/user/${userId}`, headers: as.auth, payload });
}

/** PUT /api/user/changePassword/:userId as `as`, for their own id unless `userId` names another. */
export function changePassword(t: TestContext, as: Caller, payload: Record<string, unknown>, userId = as.userId) {
  return t.app.inject({ method: 'PUT', url: `/api/user/changePassword/${userId}`, headers: as.auth, payload });
}

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 2 x 2 JPEG (uploads are decoded, so a header alone no longer passes). */
export const JPEG_TINY = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAHVPf//Z',
  'base64',
);
export const WEBP_TINY = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]),
]);

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

export function multipart(files: UploadFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----storefront${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A stand-in for Google's key-set endpoint, and a signer of ID tokens. */
export async function fakeGoogle(): Promise<{
  jwksUrl: string;
  sign(claims: JWTPayload, opts?: { expiresIn?: string | number; otherKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    async sign(claims, opts = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '1h')
        .sign(opts.otherKey ? other.privateKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
