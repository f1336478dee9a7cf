import { describe, expect, it, vi } from 'vitest';
import { datePart, formatINR, formatINRPaise, formatRs, imageUrl } from './format';
import { computeTotals, cut, cutCardName, cutLocationLabel } from './rules';
import { configure } from './config';

describe('format', () => {
  it('formats rupees with the Indian grouping and the rupee sign', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(0)).toBe('₹0');
    expect([formatINRPaise(44.5), formatINRPaise(144), formatINRPaise(123456.05), formatINRPaise(-0.5)]).toEqual(['₹44.50', '₹144', '₹1,23,456.05', '-₹0.50']);
    expect(formatRs(1499)).toBe('Rs 1,499');
  });

  it('writes rupees as Intl does for en-IN, without asking it', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const values = [1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789, 1234567890, 98765432109, 1499.5, 1499.4];
    for (const v of [...values, ...values.map((x) => -x)]) {
      expect(formatINR(v), String(v)).toBe(intl.format(Math.round(v)));
      expect(formatRs(v), String(v)).toBe(`Rs ${Math.round(v).toLocaleString('en-IN')}`);
    }
    // and never asks it: its first use loads the locale's data on the page's main thread.
    const asked = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Number.prototype, 'toLocaleString')];
    formatINR(123456);
    formatRs(1499);
    for (const spy of asked) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
    expect(formatINR(-0.2)).toBe('₹0');
    expect(formatINR(Number.NaN)).toBe('₹NaN');
  });

  it('cuts card names to 20 characters plus an ellipsis, leaving short names whole', () => {
    expect(cutCardName('Samsung Galaxy S24 Ultra 5G')).toBe('Samsung Galaxy S24 U…');
    expect(cutCardName('Short name')).toBe('Short name');
    expect(cut('abc', 3)).toBe('abc');
    // The 20th character is a space: the ellipsis follows the last word, not the space.
    expect(cutCardName('Tata Salt Iodised 1 kg Pack')).toBe('Tata Salt Iodised 1…');
    expect(cutCardName('Fresh Farm Basmati   Rice 5 kg')).toBe('Fresh Farm Basmati…');
  });

  it("cuts the location label to 10 characters plus '...'", () => {
    expect(cutLocationLabel('United Arab Emirates')).toBe('United Ara...');
    expect(cutLocationLabel('India')).toBe('India');
  });

  it('computes 18% tax on the subtotal, rounded to whole rupees', () => {
    expect(computeTotals([{ price: 1000, quantity: 2 }, { price: 499, quantity: 1 }])).toEqual({
      subtotal: 2499,
      tax: 450,
      total: 2949,
    });
    expect(computeTotals([])).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('keeps the date part only', () => {
    expect(datePart('2026-11-22T10:11:12.000Z')).toBe('2026-11-22');
  });

  it('resolves API-relative image paths against the API base', () => {
    configure({ apiBase: 'http://api.test:4000/' });
    expect(imageUrl('/uploads/a.svg')).toBe('http://api.test:4000/uploads/a.svg');
    expect(imageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageUrl(undefined)).toBe('');
  });
});
