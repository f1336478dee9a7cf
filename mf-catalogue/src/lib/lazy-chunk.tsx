// React.lazy for a page or section the server may render: it names its browser chunk while the
// server renders it (useBrowserChunk), so the page's head preloads that chunk's files and the part
// hydrates without first asking the remote for its code. `chunk` is the import's webpackChunkName,
// `lazy-...` (lazy-chunk.test.ts holds every call to that).
import { lazy, type ComponentType } from 'react';
import { useBrowserChunk } from '@storefront/shared';

export function lazyChunk<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>, chunk: string): ComponentType<P> {
  const Part = lazy(load) as unknown as ComponentType<P>;
  function LazyChunk(props: P) {
    useBrowserChunk(chunk);
    return <Part {...props} />;
  }
  return LazyChunk;
}
