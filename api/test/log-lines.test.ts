import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { migrateToLatest } from '../src/db/migrate';
import { lineStream, logLine } from '../src/lib/log-lines';
import { TEST_JWT_SECRET } from './helpers';

describe('the log as lines (npm start while developing)', () => {
  it('writes a request as method, address, status and time', () => {
    const json = JSON.stringify({ level: 30, req: { method: 'GET', url: '/api/category' }, res: { statusCode: 200 }, responseTime: 3.14159, msg: 'request completed' });
    expect(logLine(json)).toBe('[api] GET /api/category 200 3.1 ms');
  });

  it('cuts a very long address', () => {
    const url = `/api/search?q=${'a'.repeat(3000)}`;
    const line = logLine(JSON.stringify({ level: 30, req: { method: 'GET', url }, res: { statusCode: 200 }, responseTime: 1 }));
    expect(line).toBe(`[api] GET ${url.slice(0, 117)}... 200 1.0 ms`);
  });

  it('writes a message with its level (none for info), and an error with its stack', () => {
    expect(logLine(JSON.stringify({ level: 30, msg: 'Server listening at http://127.0.0.1:4000' }))).toBe('[api] Server listening at http://127.0.0.1:4000');
    expect(logLine(JSON.stringify({ level: 40, msg: 'JWT_SECRET is not set' }))).toBe('[api] warn: JWT_SECRET is not set');
    const stack = 'Error: disk full\n    at write (uploads.ts:10:5)';
    expect(logLine(JSON.stringify({ level: 50, msg: 'upload failed', err: { message: 'disk full', stack } }))).toBe(`[api] error: upload failed\n${stack}`);
    expect(logLine(JSON.stringify({ level: 50, msg: 'x', err: { message: 'no stack' } }))).toBe('[api] error: x\nError: no stack');
    const failed = { level: 50, req: { method: 'POST', url: '/api/orders' }, res: { statusCode: 500 }, responseTime: 2, err: { stack } };
    expect(logLine(JSON.stringify(failed))).toBe(`[api] POST /api/orders 500 2.0 ms\n${stack}`);
  });

  it('passes text that is not JSON through, and splits a chunk of several records', () => {
    const lines: string[] = [];
    const stream = lineStream((l) => lines.push(l));
    stream.write(`${JSON.stringify({ level: 30, msg: 'one' })}\n${JSON.stringify({ level: 40, msg: 'two' })}\n`);
    stream.write('plain text\n');
    expect(lines).toEqual(['[api] one', '[api] warn: two', '[api] plain text']);
  });

  it('an app with LOG_FORMAT=lines writes one line per answered request; json is the default in production', async () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, ALLOW_SANDBOX_PAYMENTS: 'true' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('lines');
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: ':memory:', LOG_FORMAT: 'lines', LOG_LEVEL: 'info' });
    const { db, dialect } = openDatabase(config.database);
    await migrateToLatest(db, dialect);
    const lines: string[] = [];
    const app = await buildApp({ config, db, logWrite: (l) => lines.push(l) });
    try {
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/api/category' });
      await app.inject({ method: 'GET', url: '/api/products/not-a-product' });
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^\[api\] GET \/api\/category 200 \d+\.\d ms$/);
      expect(lines[1]).toMatch(/^\[api\] GET \/api\/products\/not-a-product (400|404) \d+\.\d ms$/);
      // A failure of the API's own still writes its error and stack.
      app.log.error({ err: new Error('disk full') }, 'upload failed');
      expect(lines[2]).toMatch(/^\[api\] error: upload failed\nError: disk full\n\s+at /);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
