// The billing form of spec §2 "Checkout" and its rule (spec §5): every field but street address
// line 2 must be filled, otherwise 'Please fill {fieldName}' and nothing is sent.
import type { BillingForm } from '@storefront/shared';
import {
  COD_NOT_AVAILABLE,
  EMAIL_ADDRESS_INVALID,
  INDIAN_PHONE_INVALID,
  isValidEmailAddress,
  PHONE_NUMBER_INVALID,
  phoneNumberProblem,
  PINCODE_INVALID,
  PINCODE_NOT_SERVED,
  pleaseFill,
} from '@storefront/shared/rules';

export type BillingKey = keyof BillingForm;

export interface BillingField {
  key: BillingKey;
  /** The visible label; also the {fieldName} of the message. */
  label: string;
  required: boolean;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** The most characters the API takes for it (its order body): longer is refused before paying. */
  max: number;
}

export const BILLING_FIELDS: readonly BillingField[] = [
  { key: 'fullName', label: 'Full Name', required: true, autoComplete: 'name', max: 120 },
  { key: 'country', label: 'Country', required: true, autoComplete: 'country-name', max: 100 },
  { key: 'streetAddressLine1', label: 'Street address', required: true, autoComplete: 'address-line1', placeholder: 'House number and street name', max: 200 },
  { key: 'streetAddressLine2', label: 'Street address line 2', required: false, autoComplete: 'address-line2', placeholder: 'Apartment, suite, unit, etc. (optional)', max: 199 },
  { key: 'city', label: 'City', required: true, autoComplete: 'address-level2', max: 100 },
  { key: 'state', label: 'State', required: true, autoComplete: 'address-level1', max: 100 },
  { key: 'zipCode', label: 'ZIP Code', required: true, autoComplete: 'postal-code', inputMode: 'numeric', max: 20 },
  { key: 'phoneNumber', label: 'Phone Number', required: true, autoComplete: 'tel', type: 'tel', inputMode: 'tel', max: 30 },
  { key: 'email', label: 'Email Address', required: true, autoComplete: 'email', type: 'email', inputMode: 'email', max: 254 },
];

export const EMPTY_BILLING: BillingForm = {
  fullName: '',
  country: '',
  streetAddressLine1: '',
  streetAddressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
  email: '',
};

/** Checkout's country before anything else is known (decisions §6). */
export const DEFAULT_COUNTRY = 'India';

/**
 * The form once the server's defaults arrive: a field the shopper already changed keeps their
 * value; any other takes the default when there is one.
 */
export function withDefaults(form: BillingForm, touched: ReadonlySet<BillingKey>, defaults: Partial<BillingForm>): BillingForm {
  const next = { ...form };
  for (const field of BILLING_FIELDS) {
    const value = defaults[field.key];
    if (!touched.has(field.key) && typeof value === 'string' && value.trim()) next[field.key] = value;
  }
  return next;
}

export const fillMessage = pleaseFill;

/** Every empty required field with its message, in the form's order (empty when all is filled). */
export function validateBilling(form: BillingForm): Partial<Record<BillingKey, string>> {
  const errors: Partial<Record<BillingKey, string>> = {};
  for (const field of BILLING_FIELDS) {
    const value = form[field.key].trim();
    if (field.required && !value) errors[field.key] = fillMessage(field.label);
    // The API's own words, said before the shopper pays: an order refused after the payment for a
    // long name left the payment unused, and a second try paid again.
    else if (value.length > field.max) errors[field.key] = `${field.label} must be at most ${field.max} characters`;
  }
  // (the address book's rule: an order's phone is how the courier reaches the shopper)
  if (!errors.phoneNumber) {
    const problem = phoneNumberProblem(form.phoneNumber, form.country);
    if (problem) errors.phoneNumber = problem;
  }
  // (the order's confirmation and its invoice go there)
  if (!errors.email && !isValidEmailAddress(form.email)) errors.email = EMAIL_ADDRESS_INVALID;
  return errors;
}

/**
 * The field an order's refusal is about, by the API's words (the pincode a courier cannot reach, a
 * phone or an e-mail it refuses), or null: checkout marks that field and puts the focus in it.
 */
export function fieldOfRefusal(msg: string): BillingKey | null {
  if ([PINCODE_INVALID, PINCODE_NOT_SERVED, COD_NOT_AVAILABLE].includes(msg)) return 'zipCode';
  if ([PHONE_NUMBER_INVALID, INDIAN_PHONE_INVALID].includes(msg)) return 'phoneNumber';
  if (msg === EMAIL_ADDRESS_INVALID) return 'email';
  return null;
}
