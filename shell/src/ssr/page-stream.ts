// Stage 4 of a server render (render.tsx): React's stream, and when to let it go. A page whose every
// part is ready within the wait is held whole (its head can then carry the styles it uses); past the
// wait the chrome streams and late parts follow; past the abort they are left to the browser. A part
// that fails while rendering is reported as 'region failed' (so the page can be rendered once more
// with that region's fallback) unless this render is the final one.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PageDocument } from './page-document';

export interface PageResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  /** Called once the page goes out in parts (a region is late): nothing can be kept of it then. */
  streaming?(): void;
  write(chunk: string | Uint8Array): unknown;
  end(chunk?: string): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface StreamOptions {
  nonce: string;
  /** How long the response waits for every part before it streams what is ready, and after which late parts are left to the browser. */
  waitMs: number;
  abortMs: number;
  /** No render follows this one: a part that fails is left to the browser instead of reported. */
  final: boolean;
  /** The HTML around React's. */
  document: Pick<PageDocument, 'beforeWhole' | 'beforeParts' | 'end' | 'failed'>;
  /** The browser's data, asked for once React is done (the data hooks have recorded theirs by then). */
  payload: () => Parameters<PageDocument['end']>[0];
}

/** 'sent' with `complete` when the page went out whole with every part rendered. */
export type StreamOutcome = { sent: true; complete: boolean } | { sent: false; regionFailed: true; error: unknown };

/**
 * React 18's stream pads a chunk with NUL bytes where a character of two to four bytes does not fit
 * in what is left of its 2 kB buffer (it sends the whole buffer, then the character at the start of
 * the next: facebook/react#24985, fixed after 18.3.1). 'Backpac\0\0…' reached crawlers and shoppers
 * without scripts. HTML has no use for a NUL, so every one goes (one memchr per chunk when none).
 */
export function withoutNulPadding(chunk: Buffer): Buffer {
  if (chunk.indexOf(0) === -1) return chunk;
  return Buffer.from(chunk.filter((byte) => byte !== 0));
}

export function streamPage(tree: ReactNode, res: PageResponse, options: StreamOptions): Promise<StreamOutcome> {
  const { document, final } = options;
  return new Promise((resolve) => {
    let piped = false;
    let failed = false;
    let firstError: unknown = null;
    // The browser went away before the page was sent: nothing more is written, nothing re-rendered.
    let gone = false;
    let complete = true;
    // All of the page at once: held until React ends, so the head can carry what it uses.
    let whole: Buffer[] | null = null;
    const destination = new Writable({
      write(chunk: Buffer, _enc, done) {
        const clean = withoutNulPadding(chunk);
        if (whole) whole.push(Buffer.from(clean));
        else res.write(clean);
        done();
      },
      final(done) {
        if (whole) {
          const html = Buffer.concat(whole).toString('utf8');
          res.write(document.beforeWhole(html) + html);
        }
        res.end(document.end(options.payload()));
        done();
        resolve({ sent: true, complete });
      },
    });
    const start = (allReady: boolean) => {
      if (piped || gone) return;
      clearTimeout(waitTimer);
      if (failed && !final) {
        clearTimeout(abortTimer);
        rendering.abort();
        resolve({ sent: false, regionFailed: true, error: firstError });
        return;
      }
      piped = true;
      if (allReady) whole = [];
      else {
        complete = false;
        res.streaming?.();
        res.write(document.beforeParts());
      }
      rendering.pipe(destination);
    };
    const rendering = renderToPipeableStream(tree, {
      nonce: options.nonce,
      onAllReady: () => start(true),
      onShellError(err) {
        console.error('[shell-server] the page could not render', err);
        clearTimeout(waitTimer);
        clearTimeout(abortTimer);
        res.end(document.failed());
        resolve({ sent: true, complete: false });
      },
      onError(err) {
        if (gone) return;
        if (!failed && (piped || final)) console.error('[shell-server] a part of the page failed while rendering; the browser renders it', err);
        if (!failed) firstError = err;
        failed = true;
        complete = false;
      },
    });
    // A slow API delays only its region: past the wait the chrome streams and the region follows.
    const waitTimer = setTimeout(() => start(false), options.waitMs);
    const abortTimer = setTimeout(() => rendering.abort(new Error('the page took too long; the browser finishes it')), options.abortMs);
    res.on('close', () => {
      clearTimeout(waitTimer);
      clearTimeout(abortTimer);
      if (destination.writableFinished) return;
      gone = true;
      rendering.abort(new Error('the browser went away'));
      resolve({ sent: true, complete: false });
    });
    destination.on('finish', () => clearTimeout(abortTimer));
  });
}
