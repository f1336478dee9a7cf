// Buying in India (decisions §7): pincodes, coupons, the GST invoice's numbers and cancelling. The
// API is the authority and prices orders with these; the screens show the same figures and words.
import { taxOn, type Totals } from './pricing';

// ---- pincodes ---------------------------------------------------------------------------------
export const PINCODE_INVALID = 'Please enter a valid 6-digit pincode';
export const PINCODE_NOT_SERVED = 'Sorry, we do not deliver to this pincode yet.';
export const COD_AVAILABLE = 'Cash on Delivery available';
export const COD_NOT_AVAILABLE = 'Cash on Delivery not available for this pincode';

/** Cash on Delivery is collected by Indian couriers only: an address abroad pays online. */
export const COD_INDIA_ONLY = 'Cash on Delivery is available only for addresses in India';
export const PHONE_NUMBER_INVALID = 'Phone Number must be 7 to 15 digits';

/**
 * A phone number as people write it (`+91 98765 43210`, `080-2345 6789`): 7 to 15 digits (E.164's
 * most), with spaces, hyphens, dots, brackets and one leading + between them. The address book and
 * the checkout keep the same rule.
 */
export function isValidPhoneNumber(text: string): boolean {
  const t = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(t)) return false;
  const digits = t.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const INDIAN_PHONE_INVALID = 'Phone Number must be 10 digits for an address in India';

/**
 * A number an Indian courier can call: 10 digits (a mobile, or a landline with its STD code), with
 * +91, 91 or 0 before them or nothing (`+91 98765 43210`, `09876543210`, `080-2345 6789`). Seven
 * digits pass the general rule above, but reach nobody from outside their town.
 */
export function isIndianPhoneNumber(text: string): boolean {
  if (!isValidPhoneNumber(text)) return false;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 && !digits.startsWith('0');
}

/** What is wrong with `phone` for an address in `country` (India's rule there), or null. */
export function phoneNumberProblem(phone: string, country: string | null | undefined): string | null {
  if (!isValidPhoneNumber(phone)) return PHONE_NUMBER_INVALID;
  if (isIndia(country) && !isIndianPhoneNumber(phone)) return INDIAN_PHONE_INVALID;
  return null;
}

/**
 * An address in India. Country is text as typed or picked ('India', ' india '), so it is compared
 * without case or spaces; an order that names no country (older clients) is taken as India.
 */
export function isIndia(country: string | null | undefined): boolean {
  if (country === null || country === undefined || country.trim() === '') return true;
  return country.trim().toLowerCase() === 'india';
}

/** The invoice's place of supply for an export: never a foreign region passed off as a state. */
export function placeOfSupplyAbroad(country: string): string {
  return `Outside India (${country.trim()})`;
}

/** A pincode as written in an address ('560 025', '560-025') in its six digits ('560025'). */
export function pincodeOf(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Six digits, the first not 0 (Indian postal index numbers start at 1), written with or without a space. */
export function isValidPincode(value: string): boolean {
  return /^[1-9][0-9]{5}$/.test(pincodeOf(value));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Delivery by Friday, 4 December' from a calendar date 'YYYY-MM-DD' (no time zone involved). */
export function deliveryByText(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return `Delivery by ${WEEKDAYS[day.getUTCDay()]}, ${d} ${MONTHS[m - 1]}`;
}

/** India's calendar date (UTC+05:30, no daylight saving) of an instant, as 'YYYY-MM-DD'. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The calendar date `days` after 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// ---- coupons ----------------------------------------------------------------------------------
export const COUPON_INVALID = 'Invalid coupon code';
export const COUPON_EXPIRED = 'This coupon has expired';
export const COUPON_ALREADY_USED = 'You have already used this coupon';
export const COUPON_USED_UP = 'This coupon has been fully redeemed';
export const couponMinimumMessage = (minOrder: number) => `This coupon needs a minimum order of ₹${groupRupees(minOrder)}`;
export const couponAppliedText = (code: string) => `Coupon applied: ${code}`;
/** A coupon kept for the shopper that the cart no longer qualifies for (it applies again when it does). */
export const couponNotAppliedText = (code: string) => `Coupon not applied: ${code}`;

function groupRupees(n: number): string {
  const digits = String(Math.round(n));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
}

/** A coupon's terms as the price needs them. */
export interface CouponTerms {
  code: string;
  kind: 'percent' | 'flat';
  /** Percent (1-100) or whole rupees off. */
  value: number;
  /** The smallest subtotal (before tax) it applies to, in rupees. */
  minOrder: number;
}

/** What the cart's coupon form posts as `action` for 'Remove coupon' (the shop's server clears the coupon's cookie). */
export const COUPON_REMOVE_ACTION = 'remove';
/** Codes are typed in any case and with spaces around; they are stored upper-case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Rupees off a subtotal: a percent rounded down to the rupee, a flat amount never more than the subtotal. */
export function couponDiscount(terms: CouponTerms, subtotal: number): number {
  if (subtotal < terms.minOrder) return 0;
  const off = terms.kind === 'percent' ? Math.floor((subtotal * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(off, subtotal));
}

export interface DiscountedTotals extends Totals {
  /** Rupees taken off the subtotal by a coupon (0 without one). */
  discount: number;
}

/** Subtotal of the lines, the coupon's discount, 18% tax on what is left, and the total. */
export function totalsWithCoupon(lines: ReadonlyArray<{ price: number; quantity: number }>, terms: CouponTerms | null): DiscountedTotals {
  const subtotal = lines.reduce((sum, l) => sum + Math.round(l.price) * l.quantity, 0);
  const discount = terms ? couponDiscount(terms, subtotal) : 0;
  const tax = taxOn(subtotal - discount);
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}

// ---- GST invoice ------------------------------------------------------------------------------
/** India's financial year (April to March) of a calendar date 'YYYY-MM-DD', e.g. '2026-27'. */
export function financialYear(date: string): string {
  const [y, m] = date.split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'SF/2026-27/000042' */
export function invoiceNumber(fy: string, serial: number): string {
  return `SF/${fy}/${String(serial).padStart(6, '0')}`;
}

/** 'SF/CN/2026-27/000007': a credit note's number, in a series of its own per financial year. */
export function creditNoteNumber(fy: string, serial: number): string {
  return `SF/CN/${fy}/${String(serial).padStart(6, '0')}`;
}

/** A state's name compared loosely: case, spaces and '&'/'and' do not matter. */
export function sameState(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');
  return norm(a) !== '' && norm(a) === norm(b);
}

/**
 * The 18% split as the invoice shows it: CGST + SGST (9% each, so always equal halves: an odd
 * rupee of tax is 50 paise each, never ₹45 and ₹44 both labelled 9%) within a state, else IGST.
 */
export function splitTax(tax: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  return { cgst: tax / 2, sgst: tax / 2, igst: 0 };
}

/**
 * Shares a discount over lines in proportion to their values, in whole rupees that add up exactly
 * (largest remainders get the leftover rupees).
 */
export function shareDiscount(values: readonly number[], discount: number): number[] {
  const total = values.reduce((s, v) => s + v, 0);
  if (total <= 0 || discount <= 0) return values.map(() => 0);
  const exact = values.map((v) => (v * discount) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((s, v) => s + v, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]++;
    left--;
  }
  return shares;
}

// ---- cancelling -------------------------------------------------------------------------------
export const ORDER_CANCELLED_STATUS = 'Cancelled';
export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled';
export const ORDER_NOT_CANCELLABLE = 'This order has already shipped and can no longer be cancelled';
/** Statuses of an order not yet shipped: the shopper may still cancel it. */
export const CANCELLABLE_STATUSES: readonly string[] = ['pending', 'paid'];
export const ORDER_NOT_FOUND = 'Order not found';

// ---- addresses --------------------------------------------------------------------------------
export const ADDRESS_NOT_FOUND = 'Address not found';
export const MAX_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES = `You can keep up to ${MAX_ADDRESSES} addresses. Please delete one first.`;
