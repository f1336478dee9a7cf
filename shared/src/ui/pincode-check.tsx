// The pincode check of the product page and checkout (decisions §7): 'Pincode' and 'Check' answer
// whether we deliver there, by when, and whether Cash on Delivery is offered. The last pincode
// checked is remembered on this device and checked again when the widget shows.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
// The package's own entry, not relative paths: in the page it is the federation's one shared copy
// (the runtime config with the API's address lives there).
import { api, readStorage, STORAGE_KEYS, useTypedBeforeHydration, writeStorage, type DeliveryEstimate } from '@storefront/shared';
import {
  COD_AVAILABLE,
  COD_NOT_AVAILABLE,
  deliveryByText,
  isValidPincode,
  PINCODE_INVALID,
  PINCODE_NOT_SERVED,
} from '@storefront/shared/rules';
import { ScriptButton } from './script-button';

type Answer =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'error'; msg: string }
  | { kind: 'done'; estimate: DeliveryEstimate };

export function getDeliveryEstimate(pincode: string, signal?: AbortSignal) {
  return api.get<DeliveryEstimate>(`/api/pincodes/${encodeURIComponent(pincode)}`, undefined, signal);
}

export interface PincodeCheckProps {
  /** Told of every answer (null while none or after an error). */
  onEstimate?: (estimate: DeliveryEstimate | null) => void;
  className?: string;
}

/** Not a <form> of its own: checkout's whole page is one form, and forms do not nest. */
export function PincodeCheck({ onEstimate, className }: PincodeCheckProps) {
  const id = useId();
  const [pincode, setPincode] = useState('');
  const [answer, setAnswer] = useState<Answer>({ kind: 'idle' });
  const latest = useRef(0);
  const boxRef = useRef<HTMLDivElement>(null);
  /** A pincode typed before the scripts ran: the shopper's, not the one this browser last checked. */
  const typedFirst = useRef(false);
  useTypedBeforeHydration(boxRef, { pincode: '' }, (typed) => {
    typedFirst.current = true;
    setPincode(typed.pincode.replace(/\D/g, '').slice(0, 6));
  });
  const told = useRef(onEstimate);
  told.current = onEstimate;

  const check = async (value: string) => {
    const pin = value.trim();
    const ticket = ++latest.current;
    if (!isValidPincode(pin)) {
      setAnswer({ kind: 'error', msg: PINCODE_INVALID });
      told.current?.(null);
      return;
    }
    setAnswer({ kind: 'checking' });
    const res = await getDeliveryEstimate(pin);
    if (ticket !== latest.current) return;
    if (!res.ok) {
      setAnswer({ kind: 'error', msg: res.msg });
      told.current?.(null);
      return;
    }
    writeStorage(STORAGE_KEYS.lastPincode, pin);
    setAnswer({ kind: 'done', estimate: res.data });
    told.current?.(res.data);
  };

  useEffect(() => {
    const last = readStorage(STORAGE_KEYS.lastPincode);
    if (last && isValidPincode(last) && !typedFirst.current) {
      setPincode(last);
      void check(last);
    }
    // Once, when the widget shows.
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void check(pincode);
  };

  const estimate = answer.kind === 'done' ? answer.estimate : null;
  return (
    <div ref={boxRef} className={className}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="form-label fw-semibold mb-1">Pincode</label>
      <div className="input-group" style={{ maxWidth: '20rem' }}>
        <input
          id={`${id}-input`}
          name="pincode"
          className={`form-control ${answer.kind === 'error' ? 'is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pincode}
          aria-describedby={`${id}-answer`}
          aria-invalid={answer.kind === 'error' || undefined}
          onChange={(e) => setPincode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          onKeyDown={onKeyDown}
        />
        <ScriptButton type="button" className="btn btn-outline-success" onClick={() => void check(pincode)} disabled={answer.kind === 'checking'}>
          Check
        </ScriptButton>
      </div>
      <div id={`${id}-answer`} role="status" aria-live="polite" className="mt-1 small">
        {answer.kind === 'error' && <span className="text-danger">{answer.msg}</span>}
        {estimate && !estimate.serviceable && <span className="text-danger">{PINCODE_NOT_SERVED}</span>}
        {estimate?.serviceable && estimate.deliveryDate && (
          <>
            <span className="d-block fw-semibold">{deliveryByText(estimate.deliveryDate)}</span>
            <span className={`d-block ${estimate.cod ? 'text-success' : 'text-muted'}`}>{estimate.cod ? COD_AVAILABLE : COD_NOT_AVAILABLE}</span>
          </>
        )}
      </div>
    </div>
  );
}
