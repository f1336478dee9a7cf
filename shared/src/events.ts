// A typed event bus for what slices tell each other that the store does not already say (the cart,
// the shopper and the location live in ./store). Names carry the sending slice as prefix.

export interface StorefrontEvents {
  'account:my-list-changed': { productId?: string };
  'catalogue:added-to-my-list': { productId: string };
  'catalogue:removed-from-my-list': { productId: string };
  /** The page the shopper is on is done with (checkout, its order placed): Back opens it at its top. */
  'cart:forget-scroll': Record<string, never>;
  'shell:open-filters': Record<string, never>;
}

export type EventName = keyof StorefrontEvents;
type Handler<K extends EventName> = (detail: StorefrontEvents[K]) => void;

const handlers = new Map<EventName, Set<Handler<EventName>>>();

export function on<K extends EventName>(name: K, handler: Handler<K>): () => void {
  let set = handlers.get(name);
  if (!set) handlers.set(name, (set = new Set()));
  set.add(handler as Handler<EventName>);
  return () => set.delete(handler as Handler<EventName>);
}

/** Tells every listener; says whether anybody listened. */
export function emit<K extends EventName>(name: K, detail: StorefrontEvents[K]): boolean {
  const set = handlers.get(name);
  set?.forEach((h) => {
    try {
      h(detail);
    } catch (err) {
      // one faulty listener (say, in a broken remote) must not stop the others
      console.error(`[events] ${name} listener failed`, err);
    }
  });
  return Boolean(set?.size);
}
