// The API's log as `npm start` shows it while developing: one readable line per request and per
// message (`[api] GET /api/category 200 3.1 ms`, `[api] warn: ...`), where production writes
// pino's JSON, one object per line, for a log collector (LOG_FORMAT chooses; config.ts).
// The records are pino's own, formatted on their way out: the app logs the same either way.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** Longer addresses are cut: a 3,000-character search should not fill the terminal. */
const MAX_URL = 120;

interface LogRecord {
  level?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** One record (a line of pino's JSON) as the line to print; the text itself when it is not JSON. */
export function logLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return `[api] ${json.trimEnd()}`;
  }
  const { req, res, responseTime } = record;
  if (req?.method && req.url && res?.statusCode !== undefined && typeof responseTime === 'number') {
    const url = req.url.length > MAX_URL ? `${req.url.slice(0, MAX_URL - 3)}...` : req.url;
    return withError(`[api] ${req.method} ${url} ${res.statusCode} ${responseTime.toFixed(1)} ms`, record);
  }
  const level = LEVELS[record.level ?? 30] ?? 'info';
  return withError(`[api] ${level === 'info' ? '' : `${level}: `}${record.msg ?? ''}`, record);
}

/** An error's stack says where (its message alone when it has none), on the lines below. */
function withError(line: string, record: LogRecord): string {
  const err = record.err?.stack ?? (record.err?.message ? `Error: ${record.err.message}` : '');
  return err ? `${line}\n${err}` : line;
}

/** A destination for pino that writes each record as its line. */
export function lineStream(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): { write(chunk: string): void } {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) if (json.trim()) write(logLine(json));
    },
  };
}

/**
 * Fastify's own request lines, one per request once it is answered (Fastify writes two, the first
 * on arrival) with its method and address: the answer's line says it all. Every other line Fastify
 * writes (errors, a route not found) stays its own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
