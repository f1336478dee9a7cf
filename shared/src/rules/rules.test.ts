import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  cut,
  cutLocationLabel,
  askedOfProduct,
  firstStockShortfall,
  isCommonPassword,
  isOtp,
  isReviewRating,
  lineSubtotal,
  MIN_PASSWORD,
  OUT_OF_STOCK,
  PASSWORD_BLANK,
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
  passwordShapeProblem,
  quantityProblem,
  splitTax,
  typedQuantity,
  isIndianPhoneNumber,
  isValidPhoneNumber,
  phoneNumberProblem,
  isValidPincode,
  pincodeOf,
  SELECT_QUANTITY,
  STOCK_EXCEEDED,
  stockShortMessage,
  TAX_PERCENT,
  TAX_RATE,
  taxOn,
} from './index';

describe('pricing', () => {
  it('is 18% tax, one figure', () => {
    expect(TAX_PERCENT).toBe(18);
    expect(TAX_RATE).toBe(0.18);
  });

  it('rounds the tax to the rupee, half up', () => {
    expect(taxOn(25)).toBe(5);
    expect(taxOn(24)).toBe(4);
    expect(taxOn(1)).toBe(0);
    expect(taxOn(3)).toBe(1);
    expect(taxOn(2499)).toBe(450);
  });

  it('prices a line as price times quantity and the order as subtotal plus tax', () => {
    expect(lineSubtotal(499, 3)).toBe(1497);
    expect(computeTotals([{ price: 1000, quantity: 2 }, { price: 499, quantity: 1 }])).toEqual({ subtotal: 2499, tax: 450, total: 2949 });
    expect(computeTotals([{ price: 25, quantity: 1 }])).toEqual({ subtotal: 25, tax: 5, total: 30 });
    expect(computeTotals([])).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });
});

describe('text cuts', () => {
  it('adds the ellipsis only when something was cut', () => {
    expect(cut('abc', 3)).toBe('abc');
    expect(cut('abcd', 3)).toBe('abc…');
    expect(cut('ab cd', 3)).toBe('ab…');
    expect(cutLocationLabel('United Kingdom')).toBe('United Kin...');
  });
});

describe('codes', () => {
  it('takes exactly six digits', () => {
    expect(isOtp('012345')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('1234567')).toBe(false);
    expect(isOtp('12a456')).toBe(false);
  });
});

describe('passwords', () => {
  it('says why a password may not be used, in the words the API answers', () => {
    expect(passwordProblem('      ', 'a@b.in')).toBe(PASSWORD_BLANK);
    expect(passwordProblem('x'.repeat(MIN_PASSWORD - 1), 'a@b.in')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('x'.repeat(201), 'a@b.in')).toBe(PASSWORD_TOO_LONG);
    expect(passwordProblem(' Shopper@Example.in ', 'shopper@example.in')).toBe(PASSWORD_IS_EMAIL);
    expect(passwordProblem('Password123', 'a@b.in')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('tulsi-garden-42', 'a@b.in')).toBeNull();
    expect(passwordProblem('tulsi-garden-42', '')).toBeNull();
  });

  it("lets a form check all but the common list before asking", () => {
    expect(passwordShapeProblem('abc', 'a@b.in')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordShapeProblem('a@b.in', 'A@B.in')).toBe(PASSWORD_IS_EMAIL);
    expect(passwordShapeProblem('password123', 'a@b.in')).toBeNull();
  });

  it('knows the common passwords regardless of case and outer spaces', () => {
    expect(isCommonPassword(' QWERTY123 ')).toBe(true);
    expect(isCommonPassword('jaihind')).toBe(true);
    expect(isCommonPassword('tulsi-garden-42')).toBe(false);
  });
});

describe('stock', () => {
  it('refuses what the stock cannot give', () => {
    expect(quantityProblem(0, 5)).toBe(SELECT_QUANTITY);
    expect(quantityProblem(1.5, 5)).toBe(SELECT_QUANTITY);
    expect(quantityProblem(1, 0)).toBe(OUT_OF_STOCK);
    expect(quantityProblem(6, 5)).toBe(STOCK_EXCEEDED);
    expect(quantityProblem(5, 5)).toBeNull();
  });

  it('says a shortfall in a sentence that reads well, for one left, several or none', () => {
    expect(stockShortMessage('Annapurna Farms Basmati Rice', 4)).toBe('Sorry, only 4 of Annapurna Farms Basmati Rice are left in stock');
    expect(stockShortMessage('Cotton Shirt', 1)).toBe('Sorry, only 1 of Cotton Shirt is left in stock');
    expect(stockShortMessage('Cotton Shirt', 0)).toBe('Sorry, Cotton Shirt is out of stock');
    const rice = { productId: 'rice', productTitle: 'Annapurna Farms Basmati Rice', quantity: 5, countInStock: 4 };
    const dal = { productId: 'dal', productTitle: 'Toor Dal', quantity: 4, countInStock: 4 };
    expect(firstStockShortfall([{ ...rice, quantity: 4 }])).toBeNull();
    expect(firstStockShortfall([dal, rice])).toBe('Sorry, only 4 of Annapurna Farms Basmati Rice are left in stock');
  });

  it('counts the lines of one product together: two weights of it share its stock', () => {
    const oil = { productId: 'oil', productTitle: 'Mustard Oil', countInStock: 19 };
    const lines = [{ ...oil, quantity: 10 }, { ...oil, quantity: 10 }];
    expect(askedOfProduct(lines).get('oil')).toBe(20);
    expect(firstStockShortfall(lines)).toBe('Sorry, only 19 of Mustard Oil are left in stock');
    expect(firstStockShortfall([{ ...oil, quantity: 10 }, { ...oil, quantity: 9 }])).toBeNull();
  });
});

describe('reviews', () => {
  it('rates in half stars from 0.5 to 5', () => {
    expect([0.5, 1, 4.5, 5].every(isReviewRating)).toBe(true);
    expect([0, 0.25, 5.5, Number.NaN].some(isReviewRating)).toBe(false);
  });
});

describe('GST split and phone numbers', () => {
  it('splits the tax into equal CGST and SGST halves within a state (50 paise each on an odd rupee), else IGST', () => {
    expect(splitTax(89, true)).toEqual({ cgst: 44.5, sgst: 44.5, igst: 0 });
    expect(splitTax(288, true)).toEqual({ cgst: 144, sgst: 144, igst: 0 });
    expect(splitTax(89, false)).toEqual({ cgst: 0, sgst: 0, igst: 89 });
  });

  it('takes a phone as people write it, 7 to 15 digits', () => {
    for (const ok of ['9876543210', '+91 98765 43210', '080-2345 6789', '(022) 2345.6789', '1234567']) expect(isValidPhoneNumber(ok), ok).toBe(true);
    for (const bad of ['12', '123456', 'call me maybe', '1234567890123456', '++91 9876543210', '98765x43210', '']) expect(isValidPhoneNumber(bad), bad).toBe(false);
  });

  it('for an address in India, takes 10 digits a courier can call, with +91, 91 or 0 before them or not', () => {
    for (const ok of ['9876543210', '+91 98765 43210', '919876543210', '09876543210', '080-2345 6789', '(022) 2345.6789']) expect(isIndianPhoneNumber(ok), ok).toBe(true);
    for (const bad of ['1234567', '98765432', '0123456789', '+44 20 7946 0958', '98765 432101', '']) expect(isIndianPhoneNumber(bad), bad).toBe(false);
    expect(phoneNumberProblem('1234567', 'India')).toBe('Phone Number must be 10 digits for an address in India');
    expect(phoneNumberProblem('1234567', '')).toBe('Phone Number must be 10 digits for an address in India');
    expect(phoneNumberProblem('1234567', 'Nepal')).toBeNull();
    expect(phoneNumberProblem('12', 'Nepal')).toBe('Phone Number must be 7 to 15 digits');
    expect(phoneNumberProblem('+91 98765 43210', ' india ')).toBeNull();
  });
});

describe('typed quantities', () => {
  it('reads a whole number of digits and nothing else', () => {
    expect([typedQuantity('2'), typedQuantity(' 15 '), typedQuantity('02')]).toEqual([2, 15, 2]);
    for (const bad of ['1.5', '-3', '1e1', '', 'two']) expect(typedQuantity(bad), bad).toBeNaN();
  });
});

describe('pincodes', () => {
  it("reads a pincode written as addresses write it ('560 025', '560-025') as its six digits", () => {
    expect(pincodeOf(' 560 025 ')).toBe('560025');
    expect(pincodeOf('560-025')).toBe('560025');
    for (const ok of ['560025', '560 025', '560-025', ' 110001 ']) expect(isValidPincode(ok), ok).toBe(true);
    for (const bad of ['56002', '060025', '5600 255', 'abc 025', '560 02', '']) expect(isValidPincode(bad), bad).toBe(false);
  });
});
