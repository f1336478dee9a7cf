// The GST tax invoice of an order (decisions §7, CGST Rules 46): the seller's name, address and
// GSTIN; a serial per financial year given when the order was placed; the buyer and the place of
// supply; each line with its HSN code and taxable value (its value less its share of the coupon);
// CGST + SGST at 9% each within the seller's state, IGST at 18% across states. The figures are the
// order's own, so the invoice's total is the order's to the rupee.
import type { Selectable } from 'kysely';
import { creditNoteNumber, invoiceNumber, isIndia, lineSubtotal, placeOfSupplyAbroad, sameState, shareDiscount, splitTax } from '@storefront/shared/rules';
import type { Invoice, OrderRefund } from '@storefront/shared/types';
import type { Config } from '../config';
import type { OrderItemsTable, OrdersTable } from '../db/schema';

/**
 * The place of supply as recorded, except abroad: orders placed before exports were told apart
 * recorded the foreign region (e.g. 'Greater London') as if it were an Indian state.
 */
function placeOfSupplyOf(o: Selectable<OrdersTable>): string {
  if (!isIndia(o.country)) return placeOfSupplyAbroad(o.country);
  return o.place_of_supply || o.state || '';
}

export function buildInvoice(
  o: Selectable<OrdersTable>,
  items: readonly Selectable<OrderItemsTable>[],
  seller: Config['seller'],
  refund: OrderRefund | null = null,
): Invoice | null {
  if (!o.invoice_fy || o.invoice_serial === null) return null;
  const values = items.map((it) => lineSubtotal(Number(it.price), Number(it.quantity)));
  const discount = Number(o.discount ?? 0);
  const shares = shareDiscount(values, discount);
  const placeOfSupply = placeOfSupplyOf(o);
  // An export is never within the seller's state, whatever region the address names.
  const intraState = isIndia(o.country) && sameState(placeOfSupply, seller.state);
  const tax = Number(o.tax);
  const subtotal = Number(o.subtotal);
  return {
    invoiceNumber: invoiceNumber(o.invoice_fy, Number(o.invoice_serial)),
    orderId: o.id,
    date: o.created_at,
    seller: { ...seller },
    buyer: {
      name: o.name,
      address: o.address,
      city: o.city ?? '',
      state: o.state ?? '',
      pincode: o.pincode,
      country: o.country ?? '',
      phoneNumber: o.phone_number,
      email: o.email,
    },
    placeOfSupply,
    intraState,
    lines: items.map((it, i) => ({
      description: it.variant ? `${it.product_title} (${it.variant})` : it.product_title,
      hsn: it.hsn || '',
      quantity: Number(it.quantity),
      rate: Number(it.price),
      taxableValue: values[i] - shares[i],
    })),
    subtotal,
    discount,
    couponCode: o.coupon_code ?? null,
    taxableValue: subtotal - discount,
    ...splitTax(tax, intraState),
    tax,
    total: Number(o.amount),
    paymentType: o.payment_type,
    status: o.status,
    refund,
    creditNote:
      o.credit_note_fy && o.credit_note_serial !== null && o.cancelled_at
        ? { number: creditNoteNumber(o.credit_note_fy, Number(o.credit_note_serial)), date: o.cancelled_at }
        : null,
  };
}
