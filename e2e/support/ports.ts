// Ports of the shop the browser tests run against: apart from `npm start`'s (3000-3004, 4000), so a
// shop running on this machine never answers for the tests.
export const E2E = {
  shell: 3200,
  remotes: { mf_catalogue: 3201, mf_product: 3202, mf_cart_checkout: 3203, mf_account: 3204 },
  api: 4100,
} as const;

export const SLICE_DIRS = {
  mf_catalogue: 'mf-catalogue',
  mf_product: 'mf-product',
  mf_cart_checkout: 'mf-cart-checkout',
  mf_account: 'mf-account',
} as const;

export type RemoteKey = keyof typeof SLICE_DIRS;
export const baseURL = `http://localhost:${E2E.shell}`;
export const apiURL = `http://localhost:${E2E.api}`;
