// @storefront/shared/rules: the shop's rule book, written once. The API is the authority and
// imports these; the screens compute and check the same way from the same code. Plain TypeScript
// only (no React, jotai or zod), so any package may import it.
export * from './pricing';
export * from './text';
export * from './codes';
export * from './passwords';
export * from './paging';
export * from './limits';
export * from './stock';
export * from './messages';
export * from './listing';
export * from './india';
