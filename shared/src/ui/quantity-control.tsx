// Minus, a number box and plus: the quantity control of the product page and of each cart line.
// It draws and reports; the caller decides what a step or typed text means (bounds, when to send).
import type { InputHTMLAttributes } from 'react';
import { MinusIcon, PlusIcon } from './icons';
import { ScriptButton } from './script-button';

export interface QuantityControlProps {
  /** What the box shows ('' for no quantity). */
  text: string;
  onText: (text: string) => void;
  onStep: (delta: 1 | -1) => void;
  /** The group's accessible name. */
  label: string;
  disabled?: boolean;
  /** Minus also greys out (at the lowest quantity). */
  noLess?: boolean;
  iconSize?: number;
  classes: { group?: string; button?: string; input?: string };
  /** Extra attributes for the box (type, bounds, onBlur, onKeyDown). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export function QuantityControl({ text, onText, onStep, label, disabled, noLess, iconSize = 16, classes, inputProps }: QuantityControlProps) {
  return (
    <div className={classes.group} role="group" aria-label={label}>
      <ScriptButton type="button" className={classes.button} aria-label="Decrease quantity" disabled={disabled || noLess} onClick={() => onStep(-1)}>
        <MinusIcon size={iconSize} />
      </ScriptButton>
      <input className={classes.input} type="text" inputMode="numeric" aria-label="Quantity" {...inputProps}
        value={text} disabled={disabled} onChange={(e) => onText(e.target.value)} />
      <ScriptButton type="button" className={classes.button} aria-label="Increase quantity" disabled={disabled} onClick={() => onStep(1)}>
        <PlusIcon size={iconSize} />
      </ScriptButton>
    </div>
  );
}
