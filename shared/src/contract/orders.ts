// Orders and payment (spec §7 "Orders and payment", decisions §2-§3). Amounts are whole rupees.
import { z } from 'zod';
import { INDIAN_PHONE_INVALID, PHONE_NUMBER_INVALID, isIndia, isIndianPhoneNumber, isValidPhoneNumber } from '../rules/india';
import { EMAIL_ADDRESS_INVALID, isValidEmailAddress } from '../rules/text';
import { pleaseFill } from '../rules/messages';
import { cartItemSchema } from './cart';
import { entity, idParam, requiredText } from './common';

const MAX_AMOUNT = 1_000_000_000;

// ---- responses --------------------------------------------------------------------------------

/** An order line: the cart line as it was when the order was placed. */
export const orderProductSchema = cartItemSchema.pick({
  productId: true,
  productTitle: true,
  image: true,
  variant: true,
  price: true,
  quantity: true,
  subTotal: true,
});

/**
 * The money of a cancelled online order on its way back: pending (asked of the provider, not yet
 * back), refunded (the provider says it is processed), failed (the provider refused or could not be
 * reached; it is retried and an operator settles it).
 */
export const refundStatusSchema = z.enum(['pending', 'refunded', 'failed']);
export const orderRefundSchema = z.strictObject({
  /** Whole rupees. */
  amount: z.number().int(),
  status: refundStatusSchema,
});

export const paymentTypeSchema = z.enum(['COD', 'Online'], { error: 'paymentType must be COD or Online' });

export const orderSchema = z.strictObject({
  ...entity,
  orderId: z.string(),
  /** When it was placed (ISO-8601); the screen shows the date part. */
  date: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  pincode: z.string(),
  email: z.string(),
  amount: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  paymentId: z.string(),
  paymentType: paymentTypeSchema,
  status: z.string(),
  products: z.array(orderProductSchema),
  /** Rupees a coupon took off (0 without one); tax is on the subtotal less this. */
  discount: z.number().int(),
  couponCode: z.string().nullable(),
  /** The delivery address's other parts ('' on orders placed before they were kept). */
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** 'SF/2026-27/000042'; null on orders placed before invoices. */
  invoiceNumber: z.string().nullable(),
  /** A cancelled online order's refund; null when there is none. */
  refund: orderRefundSchema.nullable(),
});
export const orderListSchema = z.array(orderSchema);

export const paymentOrderSchema = z.strictObject({
  id: z.string(),
  /** Integer rupees, like every amount of our API (the provider is asked for paise). */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** Which provider answered and its public key. */
  provider: z.enum(['sandbox', 'razorpay']),
  key: z.string(),
});

/** What the payment provider hands the browser once paid (and the sandbox's pay call answers). */
export const signedPaymentSchema = z.strictObject({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

export const verifyPaymentResponseSchema = z.strictObject({ success: z.literal(true) });

/** The billing form's address parts, remembered for the shopper's next checkout (decisions §6). */
export const billingAddressSchema = z.strictObject({
  country: z.string(),
  streetAddressLine1: z.string(),
  streetAddressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

/** GET /api/orders/billing-defaults: what checkout fills in. */
export const billingDefaultsSchema = billingAddressSchema.extend({
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});

// ---- requests ---------------------------------------------------------------------------------

const money = (name: string) =>
  z.number({ error: `${name} must be a whole number of rupees` }).int(`${name} must be a whole number of rupees`).min(0).max(MAX_AMOUNT);

/** Required text: trimmed, 'Please fill {fieldName}' when blank (the checkout form's wording). */
const filled = (fieldName: string, max: number) => requiredText(pleaseFill(fieldName), max, `${fieldName} must be at most ${max} characters`);

const providerId = (name: string) =>
  z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100).regex(/^[A-Za-z0-9_-]+$/, `${name} is not valid`);

/** POST /api/orders/create-razorpay-order: the amount the shopper saw, checked against the cart. */
export const createPaymentOrderBody = z.object({
  amount: money('amount'),
  /** Checked before the shopper pays: the coupon prices the amount, the pincode must be served. */
  couponCode: z.string().trim().max(40).optional(),
  pincode: z.string().trim().max(20).optional(),
  currency: z.literal('INR', { error: 'currency must be INR' }).default('INR'),
  userId: z.string().optional(),
});

/** POST /api/orders/verify-payment */
export const verifyPaymentBody = z.object({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: z.string({ error: 'razorpay_signature is required' }).trim().min(1).max(200),
});

/** POST /api/orders/sandbox/pay */
export const sandboxPayBody = z.object({ razorpay_order_id: providerId('razorpay_order_id') });

/** POST /api/orders/create: spec §3's order payload. `products` and `date` are read from the cart and the clock instead. */
export const createOrderBody = z.object({
  name: filled('Full Name', 120),
  phoneNumber: filled('Phone Number', 30).refine(isValidPhoneNumber, PHONE_NUMBER_INVALID),
  address: filled('Street address', 400),
  pincode: filled('ZIP Code', 20),
  email: filled('Email Address', 254).refine(isValidEmailAddress, EMAIL_ADDRESS_INVALID),
  amount: money('amount'),
  subtotal: money('subtotal').optional(),
  tax: money('tax').optional(),
  paymentType: paymentTypeSchema,
  paymentId: z.string().trim().max(100).optional(),
  razorpayOrderId: z.string().trim().max(100).optional(),
  razorpaySignature: z.string().trim().max(200).optional(),
  userid: z.string().optional(),
  userId: z.string().optional(),
  products: z.array(z.unknown()).max(1000).optional(),
  date: z.string().max(100).optional(),
  /** A coupon the shopper applied; the server checks it again and prices the order with it. */
  couponCode: z.string().trim().max(40).optional(),
  /** Save the billing address to the shopper's address book (decisions §7). */
  saveAddress: z.boolean().optional(),
  billingAddress: z
    .object({
      country: filled('Country', 100),
      streetAddressLine1: filled('Street address', 200),
      streetAddressLine2: z
        .string({ error: 'Street address line 2 must be text' })
        .trim()
        .max(200, 'Street address line 2 must be at most 200 characters')
        .default(''),
      city: filled('City', 100),
      state: filled('State', 100),
      zipCode: filled('ZIP Code', 20),
    })
    .optional(),
}).superRefine((o, ctx) => {
  // An order to India (or naming no country) goes with a number a courier there can call.
  if (isIndia(o.billingAddress?.country) && isValidPhoneNumber(o.phoneNumber) && !isIndianPhoneNumber(o.phoneNumber)) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: INDIAN_PHONE_INVALID });
  }
});

/** GET /api/orders */
export const ordersQuery = z.object({ userid: idParam('userid').optional(), userId: idParam('userId').optional() });
