// The payment provider interface (decisions §3): 'razorpay' when its keys are configured, the
// offline 'sandbox' otherwise. Both speak the same protocol: the server opens a provider order for
// an amount in paise, the provider's checkout returns { order id, payment id, signature }, and the
// server accepts the payment only if the signature is the HMAC-SHA256 of `order_id|payment_id`
// under the key secret.
export type PaymentProviderName = 'sandbox' | 'razorpay';

export interface ProviderOrder {
  /** The provider's order id (order_...). */
  id: string;
  amountPaise: number;
  currency: string;
}

export interface CreateProviderOrder {
  amountPaise: number;
  currency: string;
  /** Our own reference, shown in the provider's dashboard. */
  receipt: string;
}

export interface SignedPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** Our own reference, shown in the provider's dashboard. */
  receipt: string;
}

export interface ProviderRefund {
  /** The provider's refund id (rfnd_...). */
  id: string;
  /** The provider's word for where the refund stands (pending, processed). */
  status: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key id handed to the browser's checkout. */
  readonly keyId: string;
  createOrder(input: CreateProviderOrder): Promise<ProviderOrder>;
  /** True only for a signature the provider made for exactly this order and payment. */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Gives a captured payment back to the shopper; throws PaymentProviderError when refused. */
  refund(input: RefundRequest): Promise<ProviderRefund>;
}

/** The provider refused or could not be reached; the shopper may try again. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export const rupeesToPaise = (rupees: number) => rupees * 100;
