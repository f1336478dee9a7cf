// @storefront/shared: the contract between the slices. Shared at runtime as a singleton.
export * from './types';
export * from './constants';
export * from './config';
export * from './format';
export * from './storage';
export * from './api';
export * from './events';
export * from './store';
export * from './hooks';
export * from './federation';
export * from './recently-viewed';
export * from './picture';
