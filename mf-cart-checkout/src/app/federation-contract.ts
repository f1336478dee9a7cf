// What mf-cart-checkout lends to other slices (besides its pages, './routes', which the shell loads) and borrows
// from them: nothing yet. `node scripts/release.mjs publish` reads both (scripts/release/contract.mjs).

/** Exposed module -> the props it takes. */
export type Lends = Record<never, never>;

/** `<remote>/<module>` -> the props this slice passes it. */
export type Borrows = Record<never, never>;
