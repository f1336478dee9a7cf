// A route region filled by a remote: its own loading state, error boundary, retry and a friendly
// fallback, so a slow or broken remote never takes the header, footer or other slices with it.
import { Component, createContext, Suspense, useContext, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { useRenderData, useServerRendered, type SlicePages } from '@storefront/shared';
import { loadedPages, loadPages, reloadRemote } from './remotes';
import { REMOTE_LABELS, type RemoteName } from './route-table';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed while rendering`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteFallback
          remote={this.props.remote}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <div className="shell-remote-fallback container py-5 text-center" role="alert" data-remote-fallback={remote}>
      <h1 className="h4">{REMOTE_LABELS[remote]} is unavailable right now</h1>
      <p className="text-muted">This part of the shop could not be loaded. The rest of the shop still works.</p>
      <button type="button" className="btn btn-success" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export const NO_SCRIPT_PAGE = 'This page needs JavaScript. Please turn it on in your browser and reload the page.';

export function RemoteLoading({ remote }: { remote: RemoteName }) {
  return (
    <div className="shell-remote-loading d-flex justify-content-center py-5" role="status" aria-live="polite" data-remote-loading={remote}>
      <div className="spinner-border text-success" aria-hidden="true" />
      <span className="visually-hidden">Loading {REMOTE_LABELS[remote]}…</span>
      {/* A screen the browser renders (a signed-in page, say) cannot come without scripts: said so
          instead of spinning for ever (global.css shows this and hides the spinner only then). */}
      <p className="shell-noscript-page">{NO_SCRIPT_PAGE}</p>
    </div>
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; pages: SlicePages } | { status: 'error' };

/**
 * What each remote's region held when the server rendered the page: its pages (loaded for this
 * request), 'error' (down or broken: the fallback), or 'loading' (a signed-in screen the browser
 * renders). The browser hydrates with the same states.
 */
export type Regions = Partial<Record<RemoteName, LoadState>>;
export const RegionsContext = createContext<Regions | null>(null);

/** Tells the page's bootstrap that a server-rendered region has hydrated (it hydrates after the chrome). */
function RegionHydrated({ remote }: { remote: RemoteName }) {
  const renderData = useRenderData();
  useEffect(() => {
    renderData?.regionHydrated?.(remote);
  }, [renderData, remote]);
  return null;
}

export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const regions = useContext(RegionsContext);
  const serverRendered = useServerRendered();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    if (serverRendered && regions) return regions[remote] ?? { status: 'loading' };
    const pages = loadedPages(remote);
    return pages ? { status: 'ready', pages } : { status: 'loading' };
  });
  // Pages the server rendered (or that were already here) need no load on mount.
  const loaded = useRef(state.status === 'ready');

  useEffect(() => {
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadPages(remote).then(
      (pages) => live && setState({ status: 'ready', pages }),
      (err: unknown) => {
        console.error(`[shell] could not load ${remote}`, err);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = () => {
    void reloadRemote(remote).then(() => setAttempt((a) => a + 1));
  };

  if (state.status === 'loading') return <RemoteLoading remote={remote} />;
  if (state.status === 'error') return <RemoteFallback remote={remote} onRetry={retry} />;
  const Page = state.pages[page];
  if (!Page) return <RemoteFallback remote={remote} onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={`${remote}:${page}:${attempt}`} remote={remote} onRetry={retry}>
      {/* The server streams the region when its data is in; the chrome goes out first. */}
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <Page />
        <RegionHydrated remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
