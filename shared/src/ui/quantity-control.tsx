// Minus, a number box and plus: the quantity control of the product page and of each cart line.
// It draws and reports; the caller decides what a step or typed text means (bounds, when to send).
// Inside a form the shop's server answers (a cart line's), minus and plus are that form's submit
// buttons: they work before the scripts run and without them, and the scripts' form takes them over.
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
  /**
   * The control is part of a form the shop's server answers: minus and plus submit it with this
   * name and '-1' or '1' (else they only work with scripts, greyed until then).
   */
  stepName?: string;
}

export function QuantityControl({ text, onText, onStep, label, disabled, noLess, iconSize = 16, classes, inputProps, stepName }: QuantityControlProps) {
  const Step = stepName ? 'button' : ScriptButton;
  const step = (value: '-1' | '1') => (stepName ? { type: 'submit' as const, name: stepName, value } : { type: 'button' as const });
  return (
    <div className={classes.group} role="group" aria-label={label}>
      {/* Enter in the box submits the form through its first submit button: this one, which sends
          no step (else it would be minus). Only the browser's own submission ever uses it. */}
      {stepName && <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" disabled={disabled} />}
      <Step {...step('-1')} className={classes.button} aria-label="Decrease quantity" disabled={disabled || noLess} onClick={() => onStep(-1)}>
        <MinusIcon size={iconSize} />
      </Step>
      <input className={classes.input} type="text" inputMode="numeric" aria-label="Quantity" {...inputProps}
        value={text} disabled={disabled} onChange={(e) => onText(e.target.value)} />
      <Step {...step('1')} className={classes.button} aria-label="Increase quantity" disabled={disabled} onClick={() => onStep(1)}>
        <PlusIcon size={iconSize} />
      </Step>
    </div>
  );
}
