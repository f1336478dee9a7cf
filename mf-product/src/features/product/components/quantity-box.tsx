// Quantity selector (spec section 4): starts at 1, never below 1, never above the stock.
// An emptied box means 'no quantity', which Add to cart refuses with its own message. Text that is
// not a whole number ('1.5', '-3') is shown as typed but never taken: leaving the box puts the
// quantity back (it used to drop the dot, and '1.5' became 15), as a cart line's box does.
import { useState } from 'react';
import { showAlert } from '@storefront/shared';
import { STOCK_EXCEEDED, typedQuantity } from '@storefront/shared/rules';
import { QuantityControl } from '@storefront/shared/ui/quantity-control';
import styles from './product-summary.module.css';

export interface QuantityBoxProps {
  value: number | null;
  max: number;
  onChange: (value: number | null) => void;
  /** Out of stock (decisions §6): nothing to choose. */
  disabled?: boolean;
}

export function QuantityBox({ value, max, onChange, disabled = false }: QuantityBoxProps) {
  const refuse = () => showAlert(STOCK_EXCEEDED, true);
  const increase = () => {
    const next = (value ?? 0) + 1;
    if (next > max) refuse();
    else onChange(next);
  };
  const decrease = () => {
    if (value !== null && value > 1) onChange(value - 1);
  };
  /** What the shopper is typing, while it is not a quantity yet; null: the box shows `value`. */
  const [draft, setDraft] = useState<string | null>(null);
  const type = (raw: string) => {
    const text = raw.trim();
    const n = text === '' ? 0 : typedQuantity(text);
    if (Number.isNaN(n)) return setDraft(raw);
    setDraft(null);
    if (n < 1) return onChange(null);
    if (n > max) {
      refuse();
      return onChange(Math.max(1, max));
    }
    onChange(n);
  };
  return (
    <QuantityControl
      text={draft ?? (value === null ? '' : String(value))}
      onText={type}
      onStep={(delta) => (delta > 0 ? increase() : decrease())}
      label="Quantity selector"
      disabled={disabled}
      classes={{ group: styles.quantity, button: styles.qtyButton, input: styles.qtyInput }}
      inputProps={{ name: 'quantity', onBlur: () => setDraft(null) }}
    />
  );
}
