// Response shapes of the order and payment calls (strict, like src/schemas.ts): the field names the
// Orders and Checkout screens read (spec sections 3 and 7).
import { z } from 'zod';
import { cartItemSchema } from './schemas';

export const orderProductSchema = z.strictObject({
  productId: z.string(),
  productTitle: z.string(),
  image: z.string(),
  /** The RAM, size or weight picked, e.g. 'Size: M'; '' for a product without options (decisions §6). */
  variant: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  subTotal: z.number().int(),
});

export const orderSchema = z.strictObject({
  id: z.string(),
  _id: z.string(),
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
  paymentType: z.enum(['COD', 'Online']),
  status: z.string(),
  products: z.array(orderProductSchema),
});
export type OrderJson = z.infer<typeof orderSchema>;
export type OrderProductJson = z.infer<typeof orderProductSchema>;

export const paymentOrderSchema = z.strictObject({
  id: z.string(),
  /** Integer rupees, like every amount of our API (the provider is asked for paise). */
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(['sandbox', 'razorpay']),
  key: z.string(),
});

export const signedPaymentSchema = z.strictObject({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

export const verifyPaymentResponseSchema = z.strictObject({ success: z.literal(true) });

export const cartAddResponseSchema = z.strictObject({ status: z.literal(true), msg: z.string(), cartItem: cartItemSchema });
export const cartDeleteResponseSchema = z.strictObject({ success: z.literal(true), msg: z.string() });
