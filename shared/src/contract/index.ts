// @storefront/shared/contract: the request and response schema of every call of spec §7 (and the
// API's own extra calls), written once with zod. The API validates requests and checks its answers
// with these; the screens use the types inferred from them (../types.ts, types only: zod is not
// shipped to the browser by them).
export * from './common';
export * from './catalogue';
export * from './reviews';
export * from './account';
export * from './profile';
export * from './cart';
export * from './my-list';
export * from './orders';
export * from './health';
export * from './india';
