import { totalsWithCoupon, type CouponTerms } from '@storefront/shared/rules';
import {
  type BillingForm,
  type CartItem,
  type CreateOrderPayload,
  type PaymentType,
  type VerifyPaymentRequest,
} from '@storefront/shared';

/** The payload's short date (spec §3): month, 2-digit day, year, e.g. 'Nov 22, 2026'. */
export function orderDate(now: Date = new Date()): string {
  return now.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
}

/** Spec §3's order payload; COD orders carry paymentId 'None', online ones the provider's ids. */
export function buildOrderPayload(
  form: BillingForm,
  items: readonly CartItem[],
  userId: string,
  paymentType: PaymentType,
  payment?: VerifyPaymentRequest,
  extras: { coupon?: CouponTerms | null; saveAddress?: boolean } = {},
): CreateOrderPayload {
  const { subtotal, tax, total } = totalsWithCoupon(items, extras.coupon ?? null);
  const payload: CreateOrderPayload = {
    name: form.fullName.trim(),
    phoneNumber: form.phoneNumber.trim(),
    address: `${form.streetAddressLine1.trim()} ${form.streetAddressLine2.trim()}`.trim(),
    pincode: form.zipCode.trim(),
    amount: total,
    subtotal,
    tax,
    paymentId: payment ? payment.razorpay_payment_id : 'None',
    paymentType,
    email: form.email.trim(),
    userid: userId,
    products: items.map((i) => ({
      productId: i.productId,
      productTitle: i.productTitle,
      image: i.image,
      price: i.price,
      quantity: i.quantity,
      subTotal: i.subTotal,
    })),
    date: orderDate(),
    // Remembered by the server and filled in next time (decisions §6).
    billingAddress: {
      country: form.country.trim(),
      streetAddressLine1: form.streetAddressLine1.trim(),
      streetAddressLine2: form.streetAddressLine2.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      zipCode: form.zipCode.trim(),
    },
  };
  // Decisions §7: only when the shopper used them, so the spec's payload is unchanged otherwise.
  if (extras.coupon) payload.couponCode = extras.coupon.code;
  if (extras.saveAddress) payload.saveAddress = true;
  if (payment) {
    payload.razorpayOrderId = payment.razorpay_order_id;
    payload.razorpaySignature = payment.razorpay_signature;
  }
  return payload;
}
