import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

// The catalogue's version as the API holds it, for the page cache's key. A request uses a read that
// began after it arrived, so a change made before a request is seen by that request (a price
// changed, then the page reloaded: the new price, never a kept page). Requests that arrive while a
// read is under way share the next one: under load the API is asked about once per round trip,
// not once per page.
export type ReadVersion = () => Promise<string>;

export class CatalogueVersionGate {
  private running: Promise<string | null> | null = null;
  private queued: Promise<string | null> | null = null;

  constructor(private readonly read: ReadVersion) {}

  /** A version read begun after this call; null when the API could not say (nothing is kept then). */
  current(): Promise<string | null> {
    if (!this.running) return (this.running = this.start());
    // The read under way began before this request: wait for the one after it.
    this.queued ??= this.running.then(() => {
      this.queued = null;
      return (this.running = this.start());
    });
    return this.queued;
  }

  private start(): Promise<string | null> {
    const run: Promise<string | null> = this.read().then(
      (v) => v,
      () => null,
    );
    void run.then(() => {
      if (this.running === run) this.running = null;
    });
    return run;
  }
}

/**
 * Reads GET /api/catalogue/version (a string, bounded in time) over kept-alive connections with
 * Node's own HTTP client: every kept page waits for one of these, and `fetch` spent about three
 * times the CPU of the page's lookup on it (see "Rendering server speed" in the README).
 */
export function apiCatalogueVersion(apiBase: () => string, timeoutMs = 1000): ReadVersion {
  const agents = { 'http:': new HttpAgent({ keepAlive: true, maxSockets: 8 }), 'https:': new HttpsAgent({ keepAlive: true, maxSockets: 8 }) };
  return () =>
    new Promise<string>((resolve, reject) => {
      const url = new URL(`${apiBase().replace(/\/+$/, '')}/api/catalogue/version`);
      const secure = url.protocol === 'https:';
      const req = (secure ? httpsRequest : httpRequest)(url, { agent: agents[secure ? 'https:' : 'http:'], timeout: timeoutMs, headers: { accept: 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`the catalogue version answered ${res.statusCode}`));
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { version?: unknown };
            if (typeof body.version !== 'string') throw new Error('the catalogue version is not a string');
            resolve(body.version);
          } catch (err) {
            reject(err as Error);
          }
        });
      });
      req.on('timeout', () => req.destroy(new Error('the catalogue version did not answer in time')));
      req.on('error', reject);
      req.end();
    });
}
