// Money rules (spec §9, decisions §2): whole-rupee prices, 18% tax rounded to the rupee (half up).
// The server prices every order with these; the screens show the same figures from the same code.

export const TAX_PERCENT = 18;
/** The tax as a fraction, for display ('18%'); amounts are computed from TAX_PERCENT in whole numbers. */
export const TAX_RATE = TAX_PERCENT / 100;

/** What one cart or order line costs: its whole-rupee price times its quantity. */
export function lineSubtotal(price: number, quantity: number): number {
  return Math.round(price) * quantity;
}

/** 18% of a whole-rupee subtotal, rounded to the rupee, half up (25 gives 5). */
export function taxOn(subtotal: number): number {
  return Math.round((subtotal * TAX_PERCENT) / 100);
}

export interface Totals {
  subtotal: number;
  tax: number;
  total: number;
}

/** Subtotal of the lines, the tax on it, and their sum. */
export function computeTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): Totals {
  const subtotal = lines.reduce((sum, l) => sum + lineSubtotal(l.price, l.quantity), 0);
  const tax = taxOn(subtotal);
  return { subtotal, tax, total: subtotal + tax };
}
