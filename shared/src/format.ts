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
