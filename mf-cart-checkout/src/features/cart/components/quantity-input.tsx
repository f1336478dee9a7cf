// The cart line's editable quantity: minus, a number box and plus, bounded by 1 and the stock.
// A typed value is sent when the box loses focus or on Enter; empty or 0 is ignored (spec §5).
// Anything but a whole number ('2.5', '1e1') snaps back to the quantity really in the cart rather
// than being rounded: a shopper who typed 2.5 more likely mistyped than meant 2, and the box must
// never show a quantity the line does not hold. Given a `name`, it is part of a form the shop's
// server answers before (or without) the scripts: the box is `name`, minus and plus send `step`.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { STOCK_EXCEEDED, typedQuantity } from '@storefront/shared/rules';
import { QuantityControl } from '@storefront/shared/ui/quantity-control';
import styles from './cart.module.css';


export interface QuantityInputProps {
  value: number;
  max: number;
  label: string;
  disabled?: boolean;
  /**
   * A change is on its way: steps and typed quantities are ignored (the box is read-only) but
   * nothing is greyed, since a browser takes focus off a control disabled under it (to the body).
   */
  busy?: boolean;
  onChange: (quantity: number) => void;
  onRefused: (msg: string) => void;
  /** The box's name in the line's form (its steps are `step`); none: scripts only. */
  name?: string;
}


export function QuantityInput({ value, max, label, disabled, busy, onChange, onRefused, name }: QuantityInputProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number) => {
    if (busy || !Number.isInteger(next) || next <= 0) {
      setText(String(value));
      return;
    }
    if (next > max) {
      onRefused(STOCK_EXCEEDED);
      setText(String(value));
      return;
    }
    if (next !== value) onChange(next);
    else setText(String(value)); // '02' reads as the 2 it is
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(typedQuantity(text));
    }
  };

  return (
    <QuantityControl
      text={text}
      onText={setText}
      onStep={(delta) => commit(value + delta)}
      label={label}
      disabled={disabled}
      noLess={value <= 1}
      iconSize={14}
      classes={{ group: styles.qty, button: styles.qtyBtn, input: styles.qtyInput }}
      stepName={name ? 'step' : undefined}
      inputProps={{
        name,
        type: 'number',
        min: 1,
        max: Math.max(1, max),
        step: 1,
        readOnly: busy,
        onBlur: () => commit(typedQuantity(text)),
        onKeyDown,
      }}
    />
  );
}
