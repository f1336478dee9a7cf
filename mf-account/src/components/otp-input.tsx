import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@storefront/shared';
import { digitsOnly } from '../lib/digits';
import styles from './otp-input.module.css';

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

export interface OtpInputProps {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  label?: string;
}

/**
 * Six single-digit boxes: digits only, focus moves on after a digit, Backspace on an empty box
 * moves back, and a pasted (or autofilled) code spreads over the boxes.
 */
export function OtpInput({ value, onChange, disabled, label = 'One-time code' }: OtpInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  /** Writes `digits` from box `from` on and focuses the box after the last one written. */
  const fill = (from: number, digits: string) => {
    const start = digits.length >= OTP_LENGTH ? 0 : from;
    const next = [...value];
    const chars = digits.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((d, k) => (next[start + k] = d));
    onChange(next);
    focus(start + chars.length);
  };

  const onInput = (i: number, raw: string) => {
    const digits = digitsOnly(raw);
    if (!digits) {
      // a cleared box (or a letter, which is refused)
      if (raw === '') onChange(value.map((v, k) => (k === i ? '' : v)));
      return;
    }
    if (digits.length > 1) {
      // autofill puts the whole code into one box; typing over a digit gives old + new
      if (digits.length >= OTP_LENGTH) return fill(0, digits);
      const typed = value[i] && digits.startsWith(value[i]) ? digits.slice(value[i].length) : digits;
      return fill(i, typed);
    }
    fill(i, digits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight' && i < OTP_LENGTH - 1) {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOnly(e.clipboardData.getData('text'));
    e.preventDefault();
    if (digits) fill(i, digits);
  };

  return (
    <div className={styles.boxes} role="group" aria-label={label}>
      {value.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className={styles.box}
          type="text"
          name="otp"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`}
          value={digit}
          disabled={disabled}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
