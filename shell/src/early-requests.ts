// The environment's runtime config and remotes registry, asked for before the shell's code has
// downloaded: by an inline script in index.html when the page has it, else by the entry. Nothing
// here may import a shared package (the federation share scope is not ready yet).
type Early = [Promise<Response | null>, Promise<Response | null>];

const read = (url: string): Promise<Response | null> => fetch(url, { cache: 'no-cache' }).catch(() => null);
const early = (window as { __storefrontEarly?: Early }).__storefrontEarly;
// A server-rendered page carries both in its payload (ssr/payload.ts): nothing to ask for.
const served = document.getElementById('storefront-server-data') !== null;
const none = Promise.resolve(null);

export const earlyRuntimeConfig = early?.[0] ?? (served ? none : read('/runtime-config.json'));
export const earlyRegistry = early?.[1] ?? (served ? none : read('/remotes.json'));
