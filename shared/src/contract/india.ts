// Buying in India (decisions §7): pincode checks, coupons, the address book, tax invoices and
// cancelling an order. Amounts are whole rupees.
import { z } from 'zod';
import { INDIAN_PHONE_INVALID, PHONE_NUMBER_INVALID, PINCODE_INVALID, isIndianPhoneNumber, isValidPhoneNumber, isValidPincode, pincodeOf } from '../rules/india';
import { pleaseFill } from '../rules/messages';
import { requiredText } from './common';
import { orderRefundSchema } from './orders';

// ---- pincodes ---------------------------------------------------------------------------------
export const pincodeParams = z.object({
  pincode: z.string().trim().refine(isValidPincode, PINCODE_INVALID).transform(pincodeOf),
});

/** GET /api/pincodes/:pincode */
export const deliveryEstimateSchema = z.strictObject({
  pincode: z.string(),
  serviceable: z.boolean(),
  state: z.string().nullable(),
  days: z.number().int().nullable(),
  /** India's calendar date it should arrive by, 'YYYY-MM-DD'. */
  deliveryDate: z.string().nullable(),
  cod: z.boolean(),
});

// ---- coupons ----------------------------------------------------------------------------------
export const couponCodeField = z.string({ error: 'Please enter a coupon code' }).trim().min(1, 'Please enter a coupon code').max(40, 'Invalid coupon code');

/** POST /api/coupons/apply: the coupon checked against the shopper's cart (nothing is used yet). */
export const applyCouponBody = z.object({ code: couponCodeField, userId: z.string().optional() });

export const couponQuoteSchema = z.strictObject({
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number().int(),
  minOrder: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});

// ---- addresses --------------------------------------------------------------------------------
const filled = (fieldName: string, max: number) => requiredText(pleaseFill(fieldName), max, `${fieldName} must be at most ${max} characters`);

export const COUNTRY_NOT_LISTED = 'Please choose a Country from the list';

export const addressBody = z.object({
  fullName: filled('Full Name', 120),
  phoneNumber: filled('Phone Number', 30).refine(isValidPhoneNumber, PHONE_NUMBER_INVALID),
  country: filled('Country', 100),
  streetAddressLine1: filled('Street address', 200),
  streetAddressLine2: z.string({ error: 'Street address line 2 must be text' }).trim().max(200, 'Street address line 2 must be at most 200 characters').default(''),
  city: filled('City', 100),
  state: filled('State', 100),
  zipCode: filled('ZIP Code', 20),
  isDefault: z.boolean().optional(),
}).superRefine((a, ctx) => {
  // An address in India is kept only with a pincode the shop could deliver to (the checkout and the
  // product page refuse the same); abroad, the ZIP Code is the shopper's own.
  if (a.country.trim().toLowerCase() === 'india' && !isValidPincode(a.zipCode)) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: PINCODE_INVALID });
  // ...and a phone number a courier there can call.
  if (a.country.trim().toLowerCase() === 'india' && isValidPhoneNumber(a.phoneNumber) && !isIndianPhoneNumber(a.phoneNumber)) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: INDIAN_PHONE_INVALID });
  }
})
  // ...and kept as its six digits ('560 025' -> '560025'), as an order keeps it.
  .transform((a) => (a.country.trim().toLowerCase() === 'india' ? { ...a, zipCode: pincodeOf(a.zipCode) } : a));

/** PUT/DELETE /api/addresses/:id, POST /api/addresses/:id/default */
export const addressParams = z.object({ id: z.string().max(100) });

export const savedAddressSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  streetAddressLine1: z.string(),
  streetAddressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  isDefault: z.boolean(),
});
export const addressListSchema = z.array(savedAddressSchema);

// ---- orders -----------------------------------------------------------------------------------
/** POST /api/orders/:id/cancel, GET /api/orders/:id/invoice */
export const orderIdParams = z.object({ id: z.string().max(100) });

// ---- tax invoice ------------------------------------------------------------------------------
export const invoiceLineSchema = z.strictObject({
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  rate: z.number().int(),
  /** The line's value less its share of the discount: what tax is charged on. */
  taxableValue: z.number().int(),
});

/** GET /api/orders/:id/invoice */
export const invoiceSchema = z.strictObject({
  invoiceNumber: z.string(),
  orderId: z.string(),
  date: z.string(),
  seller: z.strictObject({ name: z.string(), address: z.string(), gstin: z.string(), state: z.string() }),
  buyer: z.strictObject({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
  }),
  placeOfSupply: z.string(),
  intraState: z.boolean(),
  lines: z.array(invoiceLineSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  couponCode: z.string().nullable(),
  taxableValue: z.number().int(),
  /** Half the tax each: whole rupees, or 50 paise over (an odd rupee of tax). */
  cgst: z.number().multipleOf(0.5),
  sgst: z.number().multipleOf(0.5),
  igst: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  paymentType: z.string(),
  status: z.string(),
  /** A cancelled online order's refund (null when none), shown on the invoice page. */
  refund: orderRefundSchema.nullable(),
  /**
   * The credit note that cancelled this invoice (a cancelled order's; null otherwise, and on orders
   * cancelled before credit notes were issued): its number and date. It credits the invoice whole.
   */
  creditNote: z.strictObject({ number: z.string(), date: z.string() }).nullable(),
});
