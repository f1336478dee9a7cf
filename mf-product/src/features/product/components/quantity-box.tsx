// Quantity selector (spec section 4): starts at 1, never below 1, never above the stock.
// An emptied box means 'no quantity', which Add to cart refuses with its own message.
import { showAlert } from '@storefront/shared';
import { STOCK_EXCEEDED } from '@storefront/shared/rules';
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
  const type = (text: string) => {
    const digits = text.replace(/\D/g, '');
    const n = digits ? Number.parseInt(digits, 10) : 0;
    if (n < 1) return onChange(null);
    if (n > max) {
      refuse();
      return onChange(Math.max(1, max));
    }
    onChange(n);
  };
  return (
    <QuantityControl
      text={value === null ? '' : String(value)}
      onText={type}
      onStep={(delta) => (delta > 0 ? increase() : decrease())}
      label="Quantity selector"
      disabled={disabled}
      classes={{ group: styles.quantity, button: styles.qtyButton, input: styles.qtyInput }}
      inputProps={{ name: 'quantity' }}
    />
  );
}
