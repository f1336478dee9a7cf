import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice as InvoiceData } from '@storefront/shared';
import { callsTo, hydrateInShop, renderOnServer, renderPage, resetStore, signInForTest, stubFetch } from '../../../lib/test-utils';
import { Invoice } from './invoice';

function invoice(over: Partial<InvoiceData> = {}): InvoiceData {
  return {
    invoiceNumber: 'SF/2026-27/000007',
    orderId: 'ORD1',
    date: '2026-11-20T09:15:00.000Z',
    seller: { name: 'Storefront Retail Private Limited', address: '3rd Floor, 21 Residency Road, Bengaluru, Karnataka 560025', gstin: '29ABCDE1234F1Z5', state: 'Karnataka' },
    buyer: { name: 'Asha Rao', address: '10 Downing Street', city: 'London', state: 'Greater London', pincode: 'SW1A 2AA', country: 'United Kingdom', phoneNumber: '9876543210', email: 'asha@example.in' },
    placeOfSupply: 'Outside India (United Kingdom)',
    intraState: false,
    lines: [{ description: 'Basmati Rice', hsn: '1006', quantity: 1, rate: 4198, taxableValue: 4198 }],
    subtotal: 4198,
    discount: 0,
    couponCode: null,
    taxableValue: 4198,
    cgst: 0,
    sgst: 0,
    igst: 756,
    tax: 756,
    total: 4954,
    paymentType: 'Online',
    status: 'Cancelled',
    refund: null,
    creditNote: null,
    ...over,
  };
}

beforeEach(() => {
  resetStore();
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Tax Invoice', () => {
  it('gives an order abroad its country as place of supply, with IGST (18%)', async () => {
    stubFetch({ 'GET /api/orders/.*/invoice': () => invoice() });
    renderPage(<Invoice />, { route: '/orders/ORD1/invoice' });
    expect(await screen.findByTestId('place-of-supply')).toHaveTextContent('Outside India (United Kingdom)');
    expect(screen.getByTestId('invoice-igst')).toHaveTextContent('₹756');
    expect(screen.queryByTestId('invoice-refund')).not.toBeInTheDocument();
  });

  it("with a coupon, each line shows its share of the discount, so Qty x Rate less it is the line's taxable value", async () => {
    stubFetch({
      'GET /api/orders/.*/invoice': () =>
        invoice({
          lines: [
            { description: 'Zentro 5G Smartphone (RAM: 12GB)', hsn: '8517', quantity: 2, rate: 34999, taxableValue: 69798 },
            { description: 'Basmati Rice', hsn: '1006', quantity: 1, rate: 4198, taxableValue: 4198 },
          ],
          subtotal: 74196,
          discount: 200,
          couponCode: 'FLAT200',
          taxableValue: 73996,
        }),
    });
    renderPage(<Invoice />, { route: '/orders/ORD1/invoice' });
    const lines = await screen.findAllByTestId('invoice-line');
    expect(screen.getByRole('columnheader', { name: 'Discount' })).toBeInTheDocument();
    // (the Discount column on a wider screen; under the value on a phone)
    expect(lines[0]).toHaveTextContent('₹34,999-₹200₹69,798less ₹200 discount');
    expect(lines[1]).toHaveTextContent(/₹4,198-₹0₹4,198$/);
  });

  it('without a coupon has no Discount column', async () => {
    stubFetch({ 'GET /api/orders/.*/invoice': () => invoice() });
    renderPage(<Invoice />, { route: '/orders/ORD1/invoice' });
    await screen.findAllByTestId('invoice-line');
    expect(screen.queryByRole('columnheader', { name: 'Discount' })).not.toBeInTheDocument();
  });

  it('a cancelled order carries its credit note: number, date, the invoice it cancels and what it credits', async () => {
    stubFetch({ 'GET /api/orders/.*/invoice': () => invoice({ creditNote: { number: 'SF/CN/2026-27/000003', date: '2026-11-21T05:00:00.000Z' } }) });
    renderPage(<Invoice />, { route: '/orders/ORD1/invoice' });
    const note = within(await screen.findByTestId('credit-note'));
    expect(note.getByRole('heading', { name: 'Credit Note' })).toBeInTheDocument();
    expect(note.getByTestId('credit-note-number')).toHaveTextContent('SF/CN/2026-27/000003');
    expect(note.getByText('21 November 2026')).toBeInTheDocument();
    expect(note.getByText('SF/2026-27/000007')).toBeInTheDocument();
    expect(note.getByText('The order was cancelled: this invoice is credited in full, ₹4,954 (taxable value ₹4,198, IGST ₹756).')).toBeInTheDocument();
  });

  it("a credit note within the seller's state credits CGST and SGST", async () => {
    stubFetch({
      'GET /api/orders/.*/invoice': () =>
        invoice({ intraState: true, igst: 0, tax: 757, total: 4955, cgst: 378.5, sgst: 378.5, creditNote: { number: 'SF/CN/2026-27/000004', date: '2026-11-21T05:00:00.000Z' } }),
    });
    renderPage(<Invoice />, { route: '/orders/ORD1/invoice' });
    expect(await screen.findByText('The order was cancelled: this invoice is credited in full, ₹4,955 (taxable value ₹4,198, CGST ₹378.50 and SGST ₹378.50).')).toBeInTheDocument();
  });

  it('an order not cancelled has no credit note', async () => {
    stubFetch({ 'GET /api/orders/.*/invoice': () => invoice({ status: 'pending' }) });
    renderPage(<Invoice />, { route: '/orders/ORD1/invoice' });
    expect(await screen.findByTestId('invoice-number')).toBeInTheDocument();
    expect(screen.queryByTestId('credit-note')).not.toBeInTheDocument();
  });

  it("shows a cancelled online order's refund", async () => {
    stubFetch({ 'GET /api/orders/.*/invoice': () => invoice({ refund: { amount: 4954, status: 'pending' } }) });
    renderPage(<Invoice />, { route: '/orders/ORD1/invoice' });
    expect(await screen.findByTestId('invoice-refund')).toHaveTextContent(/^Refund of ₹4,954 in progress$/);
  });
});

describe('the invoice rendered on the server for the shopper of the session cookie', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it('is there at the first paint (Print waits greyed for the scripts), and hydrates without a mismatch or a second read', async () => {
    const fetchMock = stubFetch({ 'GET /api/orders/.*/invoice': () => invoice() });
    const page = (
      <Routes>
        <Route path="/orders/:id/invoice" element={<Invoice />} />
      </Routes>
    );
    const { container, records } = await renderOnServer(page, '/orders/ORD1/invoice');
    expect(container.querySelector('[data-testid="invoice-number"]')?.textContent).toBe(invoice().invoiceNumber);
    expect(container.querySelector('.spinner-border')).toBeNull();
    const print = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Print')!;
    expect(print).toHaveAttribute('aria-disabled', 'true');
    const errors = await hydrateInShop(container, page, '/orders/ORD1/invoice', records);
    expect(errors).toEqual([]);
    expect(callsTo(fetchMock, 'GET', /\/invoice$/)).toHaveLength(1);
    expect(within(container).getByRole('button', { name: 'Print' })).not.toHaveAttribute('aria-disabled');
    document.body.innerHTML = '';
  });
});
