// @storefront/shared: the contract between the slices. Shared at runtime as a singleton.
export * from './types';
export * from './constants';
// The rule book's pieces most pages use. The rest of ./rules (messages, password and stock checks)
// is imported from '@storefront/shared/rules' where it is needed: plain functions and words, so each
// slice keeps only what it uses and the page's shared chunk does not carry them all.
export { TAX_RATE, computeTotals, type Totals } from './rules/pricing';
export { TEXT_CUTS, cut, cutCardName, cutCartTitle, cutCheckoutTitle, cutLocationLabel, cutSuggestion } from './rules/text';
export { DEFAULT_PAGE_SIZE, HOME_LIST, PAGE_SIZES } from './rules/paging';
export { OTP_LENGTH } from './rules/codes';
export { MIN_PASSWORD } from './rules/passwords';
export * from './config';
export * from './format';
export * from './storage';
export * from './api';
export * from './events';
export * from './store';
export * from './cart';
export * from './coupon';
export * from './code-flow';
export * from './form-draft';
export * from './hooks';
export * from './ssr';
export * from './federation';
export * from './recently-viewed';
export * from './picture';
export * from './page-title';
