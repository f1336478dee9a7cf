// One readable line per request while developing (`npm start`): method, path, status, time, and
// whether a page came from the page cache. Read off the raw response, so pages and files the server
// sends itself (outside Fastify's reply) are logged too.
import type { FastifyInstance } from 'fastify';

export function requestLine(method: string, url: string, status: number, ms: number, cache: unknown): string {
  const path = url.length > 120 ? `${url.slice(0, 117)}...` : url;
  return `[shell] ${method} ${path} ${status} ${ms.toFixed(1)} ms${cache ? ` (page cache: ${String(cache)})` : ''}`;
}

export function requestLogger(app: FastifyInstance, write: (line: string) => void = (line) => console.log(line)): void {
  app.addHook('onRequest', async (req, reply) => {
    const started = process.hrtime.bigint();
    reply.raw.once('finish', () => {
      write(requestLine(req.method, req.url, reply.raw.statusCode, Number(process.hrtime.bigint() - started) / 1e6, reply.raw.getHeader('x-page-cache')));
    });
  });
}
