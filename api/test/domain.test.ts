// The API's named rules (src/domain): pricing and stock, on their own.
import { computeTotals, OUT_OF_STOCK, STOCK_EXCEEDED } from '@storefront/shared/rules';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MISMATCH, assertAmountMatches, assertCodAllowed, codCeilingMessage } from '../src/domain/pricing';
import { assertLinesInStock, assertQuantityInStock, outOfStockMessage } from '../src/domain/stock';
import { DEFAULT_HSN, hsnFor } from '../src/domain/hsn';
import { HttpError } from '../src/lib/errors';

function refusal(fn: () => void): HttpError {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

const line = (over: Partial<{ productId: string; variant: string; price: number; quantity: number; countInStock: number }> = {}) => ({
  productId: 'p1',
  productTitle: 'Cotton Shirt',
  image: '',
  variant: '',
  price: 799,
  quantity: 2,
  countInStock: 5,
  ...over,
});

describe('pricing', () => {
  const totals = computeTotals([line()]);

  it('takes the amount the shopper saw when it is the cart priced by the rule book', () => {
    expect(totals).toEqual({ subtotal: 1598, tax: 288, total: 1886 });
    expect(() => assertAmountMatches({ amount: 1886 }, totals)).not.toThrow();
    expect(() => assertAmountMatches({ amount: 1886, subtotal: 1598, tax: 288 }, totals)).not.toThrow();
  });

  it('refuses any figure that differs with 409 and the right figures', () => {
    for (const claimed of [{ amount: 1885 }, { amount: 1886, subtotal: 1597 }, { amount: 1886, tax: 287 }]) {
      const err = refusal(() => assertAmountMatches(claimed, totals));
      expect(err.statusCode).toBe(409);
      expect(err.message).toBe(AMOUNT_MISMATCH);
      expect(err.extra).toEqual({ amount: 1886, subtotal: 1598, tax: 288 });
    }
  });

  it('allows Cash on Delivery up to the ceiling only', () => {
    expect(() => assertCodAllowed(50_000, 50_000)).not.toThrow();
    const err = refusal(() => assertCodAllowed(50_001, 50_000));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(codCeilingMessage(50_000));
    expect(err.message).toBe('Cash on Delivery is available for orders up to ₹50,000. Please pay online.');
  });
});

describe('stock', () => {
  it("refuses a quantity the stock cannot give, in the rule book's words", () => {
    expect(() => assertQuantityInStock(5, 5)).not.toThrow();
    expect(refusal(() => assertQuantityInStock(6, 5)).message).toBe(STOCK_EXCEEDED);
    const out = refusal(() => assertQuantityInStock(1, 0, { status: false }));
    expect([out.statusCode, out.message, out.extra]).toEqual([400, OUT_OF_STOCK, { status: false }]);
  });

  it('names the line that ran out before anybody pays', () => {
    expect(() => assertLinesInStock([line(), line({ productId: 'p2', quantity: 5 })])).not.toThrow();
    // Two sizes of one product share its stock: 2 + 4 of 5 is short.
    expect(refusal(() => assertLinesInStock([line({ variant: 'M' }), line({ variant: 'L', quantity: 4 })])).message).toBe('Sorry, only 5 of Cotton Shirt are left in stock');
    const err = refusal(() => assertLinesInStock([line({ quantity: 6 })]));
    expect(err.statusCode).toBe(409);
    expect(err.message).toBe('Sorry, only 5 of Cotton Shirt are left in stock');
    expect(outOfStockMessage(line(), 0)).toBe('Sorry, Cotton Shirt is out of stock');
  });
});

describe('HSN codes', () => {
  it('come from the sub-category, a word of the name in one of mixed goods, the category, or the general code', () => {
    expect(hsnFor({ category: 'Electronics', subCategory: 'Laptops', name: 'Kalki Labs Thin Laptop' })).toBe('8471');
    expect(hsnFor({ category: 'Electronics', subCategory: 'Headphones', name: 'Taal Beats Earbuds' })).toBe('8518');
    expect(hsnFor({ category: 'Groceries', subCategory: 'Staples', name: 'Khet Se Chakki Atta' })).toBe('1101');
    expect(hsnFor({ category: 'Groceries', subCategory: 'Staples', name: 'Khet Se Cold Pressed Mustard Oil' })).toBe('1514');
    expect(hsnFor({ category: 'Fashion', subCategory: 'Ethnic Wear', name: 'Banarasi Ghar Silk Sherwani' })).toBe('6203');
    expect(hsnFor({ category: 'Fashion', subCategory: 'Women', name: 'Nakshatra Chanderi Silk Saree' })).toBe('5007');
    expect(hsnFor({ category: 'Fashion', subCategory: 'Men', name: 'Rangrez Crew Neck T-Shirt' })).toBe('6109');
    expect(hsnFor({ category: 'Fashion', subCategory: 'Men', name: 'Rangrez Slim Fit Cotton Shirt' })).toBe('6205');
    // ("Hair Oil" is a hair product, not cooking oil: the words are the sub-category's own)
    expect(hsnFor({ category: 'Beauty', subCategory: 'Haircare', name: 'Ubtan Lab Onion Hair Oil' })).toBe('3305');
    expect(hsnFor({ category: 'Fashion', subCategory: 'Scarves', name: 'x' })).toBe('6211');
    expect(hsnFor({ category: 'Toys', subCategory: null, name: 'x' })).toBe(DEFAULT_HSN);
  });
});
