// Pricing: what an order costs. Lines are priced from the catalogue (never from the request), the
// tax and totals come from the shared rule book (@storefront/shared/rules: the screens show the
// same figures), and an amount the shopper saw that disagrees with ours is refused.
import type { Totals } from '@storefront/shared/rules';
import { badRequest, conflict } from '../lib/errors';

export { computeTotals, lineSubtotal, taxOn, type Totals } from '@storefront/shared/rules';

export const AMOUNT_MISMATCH = 'The amount does not match your cart. Please review your cart and try again.';

/** A cart line priced from the products table, as an order will record it. */
export interface PricedLine {
  productId: string;
  productTitle: string;
  image: string;
  /** The RAM, size or weight picked, e.g. 'Size: M'; '' for a product without options. */
  variant: string;
  price: number;
  quantity: number;
  countInStock: number;
  /** HSN code of the product's category (the tax invoice prints it). */
  hsn?: string;
}

/** The amount (and subtotal and tax, when sent) the shopper saw must be the cart's totals: 409 otherwise. */
export function assertAmountMatches(claimed: { amount: number; subtotal?: number; tax?: number }, totals: Totals): void {
  if (
    claimed.amount !== totals.total ||
    (claimed.subtotal !== undefined && claimed.subtotal !== totals.subtotal) ||
    (claimed.tax !== undefined && claimed.tax !== totals.tax)
  ) {
    throw conflict(AMOUNT_MISMATCH, { amount: totals.total, subtotal: totals.subtotal, tax: totals.tax });
  }
}

export function codCeilingMessage(ceiling: number): string {
  return `Cash on Delivery is available for orders up to ₹${ceiling.toLocaleString('en-IN')}. Please pay online.`;
}

/** Cash on Delivery only up to the ceiling (decisions §6). */
export function assertCodAllowed(total: number, ceiling: number): void {
  if (total > ceiling) throw badRequest(codCeilingMessage(ceiling));
}
