// Ports of the shop the browser tests run against: apart from `npm start`'s (3000-3004, 4000), so a
// shop running on this machine never answers for the tests. E2E_PORT_OFFSET moves them all (two
// copies of the suite on one machine must not share ports).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E = {
  shell: 3200 + offset,
  remotes: {
    mf_catalogue: 3201 + offset,
    mf_product: 3202 + offset,
    mf_cart_checkout: 3203 + offset,
    mf_account: 3204 + offset,
  },
  api: 4100 + offset,
  /** Spare ports for drills that start their own shell or remote copies (3250-3259). */
  spare: (n: number) => 3250 + offset + n,
} as const;

export const SLICE_DIRS = {
  mf_catalogue: 'mf-catalogue',
  mf_product: 'mf-product',
  mf_cart_checkout: 'mf-cart-checkout',
  mf_account: 'mf-account',
} as const;

export type RemoteKey = keyof typeof SLICE_DIRS;
/**
 * The shop under test: by default the suite's own copy (started by the global setup); with
 * E2E_BASE_URL and E2E_API_URL any running shop (README "QA against any shop").
 */
export const remoteShop = Boolean(process.env.E2E_BASE_URL);
export const baseURL = (process.env.E2E_BASE_URL ?? `http://localhost:${E2E.shell}`).replace(/\/+$/, '');
export const apiURL = (process.env.E2E_API_URL ?? `http://localhost:${E2E.api}`).replace(/\/+$/, '');
