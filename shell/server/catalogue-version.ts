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

/** Reads GET /api/catalogue/version (a string, bounded in time). */
export function apiCatalogueVersion(apiBase: () => string, timeoutMs = 1000): ReadVersion {
  return async () => {
    const res = await fetch(`${apiBase().replace(/\/+$/, '')}/api/catalogue/version`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`the catalogue version answered ${res.status}`);
    const body = (await res.json()) as { version?: unknown };
    if (typeof body.version !== 'string') throw new Error('the catalogue version is not a string');
    return body.version;
  };
}
