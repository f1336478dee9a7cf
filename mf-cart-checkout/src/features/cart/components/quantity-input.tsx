// The cart line's editable quantity: minus, a number box and plus, bounded by 1 and the stock.
// A typed value is sent when the box loses focus or on Enter; empty or 0 is ignored (spec §5).
import { useEffect, useState, type KeyboardEvent } from 'react';
import { STOCK_EXCEEDED } from '@storefront/shared/rules';
import { QuantityControl } from '@storefront/shared/ui/quantity-control';
import styles from './cart.module.css';


export interface QuantityInputProps {
  value: number;
  max: number;
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  onRefused: (msg: string) => void;
}

export function QuantityInput({ value, max, label, disabled, onChange, onRefused }: QuantityInputProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number) => {
    if (!Number.isFinite(next) || next <= 0) {
      setText(String(value));
      return;
    }
    if (next > max) {
      onRefused(STOCK_EXCEEDED);
      setText(String(value));
      return;
    }
    if (next !== value) onChange(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(Math.floor(Number(text)));
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
      inputProps={{
        type: 'number',
        min: 1,
        max: Math.max(1, max),
        step: 1,
        onBlur: () => commit(Math.floor(Number(text))),
        onKeyDown,
      }}
    />
  );
}
