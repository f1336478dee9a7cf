import { TAX_RATE, TEXT_CUTS } from './constants';
import { getConfig } from './config';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,23,456 – Indian digit grouping, whole rupees. */
export function formatINR(amount: number): string {
  return inr.format(Math.round(amount));
}

/** 'Rs 1,234' – the spec's plain-rupee spelling (My List, for example). */
export function formatRs(amount: number): string {
  return `Rs ${Math.round(amount).toLocaleString('en-IN')}`;
}

/** Cuts text to `max` characters and adds the ellipsis only when something was cut. */
export function cut(text: string, max: number, ellipsis = '…'): string {
  if (!text) return '';
  // A cut that ends on a space would leave the ellipsis on a line of its own: trim first.
  return text.length > max ? text.slice(0, max).trimEnd() + ellipsis : text;
}

export const cutCardName = (name: string) => cut(name, TEXT_CUTS.cardName);
export const cutCheckoutTitle = (name: string) => cut(name, TEXT_CUTS.checkoutTitle);
export const cutCartTitle = (name: string) => cut(name, TEXT_CUTS.cartTitle);
export const cutSuggestion = (name: string) => cut(name, TEXT_CUTS.searchSuggestion);
export const cutLocationLabel = (label: string) => cut(label, TEXT_CUTS.locationLabel, '...');

export interface Totals {
  subtotal: number;
  tax: number;
  total: number;
}

/** Subtotal of whole-rupee lines, 18% tax rounded to the rupee, and their sum. */
export function computeTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): Totals {
  const subtotal = lines.reduce((sum, l) => sum + Math.round(l.price) * l.quantity, 0);
  const tax = Math.round(subtotal * TAX_RATE);
  return { subtotal, tax, total: subtotal + tax };
}

/** 'Placed on' dates and review dates show the date part only. */
export function datePart(iso: string): string {
  return iso ? iso.slice(0, 10) : '';
}

/** Images are stored as API-relative paths; absolute and data URLs pass through. */
export function imageUrl(path: string | undefined | null): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return getConfig().apiBase.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
