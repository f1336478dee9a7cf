// How a cancelled online order's refund reads, on its order card and on its invoice page.
import { formatINR, type OrderRefund } from '@storefront/shared';

/**
 * 'Refund of ₹4,954: refunded' once the provider has processed it; 'in progress' until then. A
 * refund the provider refused is retried and settled by our team: the shopper is told it is late,
 * not that the money is lost.
 */
export function refundText(refund: OrderRefund): string {
  const amount = formatINR(refund.amount);
  if (refund.status === 'refunded') return `Refund of ${amount}: refunded`;
  if (refund.status === 'failed') return `Refund of ${amount} delayed: our team is completing it`;
  return `Refund of ${amount} in progress`;
}
