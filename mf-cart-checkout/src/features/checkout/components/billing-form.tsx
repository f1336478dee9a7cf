// The billing details of spec §2 "Checkout": labelled fields, each empty required one marked with
// 'Please fill {fieldName}' under it once the shopper tries to pay.
import { useAtomValue } from 'jotai';
import { countriesAtom, useHydrated, type BillingForm as BillingValues } from '@storefront/shared';
import { isIndia } from '@storefront/shared/rules';
import { BILLING_FIELDS, type BillingField, type BillingKey } from '../lib/billing-fields';
import styles from './checkout.module.css';

export interface BillingFormProps {
  values: BillingValues;
  errors: Partial<Record<BillingKey, string>>;
  onChange: (key: BillingKey, value: string) => void;
}

export const fieldId = (key: BillingKey) => `mfcc-billing-${key}`;

const WIDE: ReadonlySet<BillingKey> = new Set(['fullName', 'country', 'streetAddressLine1', 'streetAddressLine2', 'email']);

export function BillingForm({ values, errors, onChange }: BillingFormProps) {
  // The list of countries is the browser's (the header's location dialog reads it, sooner or later):
  // the page the server rendered hydrates with the box it sent, and the list takes its place after.
  const listed = useAtomValue(countriesAtom);
  const countries = useHydrated() ? listed : [];

  const control = (field: BillingField) => {
    const id = fieldId(field.key);
    const error = errors[field.key];
    const common = {
      id,
      name: field.key,
      value: values[field.key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': field.required || undefined,
      autoComplete: field.autoComplete,
    };
    if (field.key === 'country' && countries.length > 0) {
      return (
        <select {...common} className={`form-select ${error ? 'is-invalid' : ''}`}
          onChange={(e) => onChange(field.key, e.target.value)}>
          <option value="">Select a country</option>
          {countries.map((c) => <option key={c.iso2} value={c.country}>{c.country}</option>)}
        </select>
      );
    }
    // A pincode is six digits; a postcode abroad may hold letters ('SW1A 1AA'), which a phone's
    // number pad cannot type.
    const inputMode = field.key === 'zipCode' && !isIndia(values.country) ? 'text' : field.inputMode;
    return (
      <input {...common} type={field.type ?? 'text'} inputMode={inputMode} placeholder={field.placeholder}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        onChange={(e) => onChange(field.key, e.target.value)} />
    );
  };

  return (
    <div className="row g-3">
      {BILLING_FIELDS.map((field) => (
        <div key={field.key} className={WIDE.has(field.key) ? 'col-12' : 'col-sm-6'}>
          <label htmlFor={fieldId(field.key)} className={field.key === 'streetAddressLine2' ? 'visually-hidden' : styles.label}>
            {field.label}
            {field.required && <span className={styles.required} aria-hidden="true"> *</span>}
          </label>
          {control(field)}
          {errors[field.key] && (
            <div id={`${fieldId(field.key)}-error`} className="invalid-feedback d-block">{errors[field.key]}</div>
          )}
        </div>
      ))}
    </div>
  );
}
