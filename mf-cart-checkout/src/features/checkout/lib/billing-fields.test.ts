import { describe, expect, it } from 'vitest';
import { cartItem } from '../../../lib/test-utils';
import { EMPTY_BILLING, validateBilling } from './billing-fields';
import { buildOrderPayload, orderDate } from './build-order-payload';

const FULL = {
  fullName: 'Asha Rao',
  country: 'India',
  streetAddressLine1: '12 MG Road',
  streetAddressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  phoneNumber: '9876543210',
  email: 'asha@example.in',
};

describe('validateBilling', () => {
  it('names every empty required field in form order, never line 2', () => {
    expect(Object.values(validateBilling(EMPTY_BILLING))).toEqual([
      'Please fill Full Name',
      'Please fill Country',
      'Please fill Street address',
      'Please fill City',
      'Please fill State',
      'Please fill ZIP Code',
      'Please fill Phone Number',
      'Please fill Email Address',
    ]);
  });

  it('treats blanks as empty and accepts a full form without line 2', () => {
    expect(validateBilling({ ...FULL, city: '   ' })).toEqual({ city: 'Please fill City' });
    expect(validateBilling(FULL)).toEqual({});
  });

  it("refuses text longer than the API takes, in the API's words, before anything is paid", () => {
    expect(validateBilling({ ...FULL, fullName: 'A'.repeat(121) })).toEqual({ fullName: 'Full Name must be at most 120 characters' });
    expect(validateBilling({ ...FULL, fullName: ` ${'A'.repeat(120)} ` })).toEqual({});
    expect(validateBilling({ ...FULL, streetAddressLine1: 'B'.repeat(201), city: 'C'.repeat(101) })).toEqual({
      streetAddressLine1: 'Street address must be at most 200 characters',
      city: 'City must be at most 100 characters',
    });
    // (line 1 and line 2 go as one address of at most 400, with a space between)
    expect(validateBilling({ ...FULL, streetAddressLine1: 'B'.repeat(200), streetAddressLine2: 'D'.repeat(199) })).toEqual({});
    expect(validateBilling({ ...FULL, email: `${'e'.repeat(250)}@x.in` })).toEqual({ email: 'Email Address must be at most 254 characters' });
  });

  it("refuses a phone that is no phone (the address book's rule), taking one as people write it", () => {
    for (const phoneNumber of ['12', 'call me maybe', '1234567890123456']) {
      expect(validateBilling({ ...FULL, phoneNumber })).toEqual({ phoneNumber: 'Phone Number must be 7 to 15 digits' });
    }
    for (const phoneNumber of ['+91 98765 43210', '080-2345 6789', '(022) 2345-6789']) expect(validateBilling({ ...FULL, phoneNumber })).toEqual({});
  });

  it('in India, refuses a phone no courier could call from afar (not 10 digits); abroad takes it', () => {
    expect(validateBilling({ ...FULL, phoneNumber: '1234567' })).toEqual({ phoneNumber: 'Phone Number must be 10 digits for an address in India' });
    expect(validateBilling({ ...FULL, country: 'Nepal', zipCode: '44600', phoneNumber: '1234567' })).toEqual({});
  });

  it('refuses an e-mail address no confirmation could reach', () => {
    for (const email of ['asha', 'asha@', 'asha@example', '@example.in', 'a sha@example.in', 'asha@example.']) {
      expect(validateBilling({ ...FULL, email }), email).toEqual({ email: 'Please enter a valid Email Address' });
    }
    for (const email of ['asha@example.in', ' Asha.Rao+orders@mail.example.co.in ']) expect(validateBilling({ ...FULL, email }), email).toEqual({});
  });
});

describe('buildOrderPayload', () => {
  it('joins the address lines with a space and carries integer totals', () => {
    const items = [cartItem({ id: 'a', price: 1249, quantity: 2 }), cartItem({ id: 'b', price: 333, quantity: 1 })];
    const p = buildOrderPayload({ ...FULL, streetAddressLine2: ' Flat 4 ' }, items, 'u1', 'COD');
    expect(p).toMatchObject({ address: '12 MG Road Flat 4', pincode: '560001', subtotal: 2831, tax: 510, amount: 3341, paymentId: 'None', userid: 'u1' });
    expect(buildOrderPayload(FULL, items, 'u1', 'COD').address).toBe('12 MG Road');
  });

  it("writes the date as 'Mon DD, YYYY'", () => {
    expect(orderDate(new Date(2026, 0, 5))).toBe('Jan 05, 2026');
  });
});
