// The pincode check of the product page and checkout (decisions §7): 'Pincode' and 'Check' answer
// whether we deliver there, by when, and whether Cash on Delivery is offered. The last pincode
// checked is remembered on this device and checked again when the widget shows. On the product
// page it is a GET form of its own: before the scripts run, or without them, Check asks the server
// for the page with `?pincode=`, which renders it with the answer.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
// The package's own entry, not relative paths: in the page it is the federation's one shared copy
// (the runtime config with the API's address lives there).
import {
  api,
  readStorage,
  STORAGE_KEYS,
  useServerData,
  useTypedBeforeHydration,
  writeStorage,
  type ApiResult,
  type DeliveryEstimate,
} from '@storefront/shared';
import {
  COD_AVAILABLE,
  COD_NOT_AVAILABLE,
  deliveryByText,
  isValidPincode,
  pincodeOf,
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
  /**
   * A form of its own, sent (GET, `pincode`) to the page it is on, which the server renders with
   * the answer: the product page's. Not at checkout, whose whole page is one form (forms do not nest).
   */
  form?: boolean;
  /**
   * At checkout: the address's pincode (its ZIP Code field), the box follows it so the shopper
   * types it once. Each time it changes to a valid pincode the box takes it and checks it; to
   * anything else typed, the answer for the old one goes and 'Please enter a valid 6-digit
   * pincode' shows; cleared, the box is emptied. (Abroad, checkout does not show the check.)
   */
  follow?: string;
}

/** What the server answered for the pincode in the page's address (a form's check sent without scripts). */
function answerOf(asked: string, served: { value: ApiResult<DeliveryEstimate> } | null): Answer {
  if (!isValidPincode(asked)) return { kind: 'error', msg: PINCODE_INVALID };
  if (!served) return { kind: 'idle' };
  return served.value.ok ? { kind: 'done', estimate: served.value.data } : { kind: 'error', msg: served.value.msg };
}

export function PincodeCheck({ onEstimate, className, form = false, follow }: PincodeCheckProps) {
  const id = useId();
  const { pathname, search } = useLocation();
  // The pincode a form sent in the address, if any (only a form's own page reads it).
  // (written the Indian way, '560 025' or '560-025', it is the same pincode)
  const inAddress = form ? new URLSearchParams(search).get('pincode') : null;
  const asked = inAddress === null ? null : pincodeOf(inAddress).slice(0, 7);
  // At checkout, the address's pincode as the page opens: the server renders its answer too, so the
  // page does not grow when the answer comes.
  const [followedAtStart] = useState(() => {
    const pin = follow === undefined ? '' : pincodeOf(follow.trim());
    return isValidPincode(pin) ? pin : null;
  });
  const start = asked ?? followedAtStart;
  const served = useServerData(() => (start !== null && isValidPincode(start) ? getDeliveryEstimate(start) : null), [start]);
  const [pincode, setPincode] = useState(start ?? '');
  const [answer, setAnswer] = useState<Answer>(() => (start === null ? { kind: 'idle' } : answerOf(start, served)));
  const latest = useRef(0);
  const boxRef = useRef<HTMLElement | null>(null);
  /** A pincode typed before the scripts ran: the shopper's, not the one this browser last checked. */
  const typedFirst = useRef(false);
  useTypedBeforeHydration(boxRef, { pincode: start ?? '' }, (typed) => {
    typedFirst.current = true;
    setPincode(typed.pincode.replace(/\D/g, '').slice(0, 6));
  });
  const told = useRef(onEstimate);
  told.current = onEstimate;

  const check = async (value: string) => {
    const pin = pincodeOf(value);
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

  const followed = follow?.trim() ?? '';
  useEffect(() => {
    // At checkout with a ZIP Code already there, that is the pincode to check, not the last one.
    if (follow !== undefined && followed !== '') return;
    if (asked !== null && !typedFirst.current) {
      // The pincode in the address is the one the shopper checked last.
      if (answer.kind === 'done') {
        writeStorage(STORAGE_KEYS.lastPincode, asked);
        told.current?.(answer.estimate);
      } else if (answer.kind === 'idle') void check(asked);
      return;
    }
    const last = readStorage(STORAGE_KEYS.lastPincode);
    if (last && isValidPincode(last) && !typedFirst.current) {
      setPincode(last);
      void check(last);
    }
    // Once, when the widget shows: what it reads then (the address's pincode, the server's answer)
    // is the page's opening state, not something to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Drops whatever answer is showing or on its way (a later check's ticket wins). */
  const forget = (answerNow: Answer) => {
    ++latest.current;
    setAnswer(answerNow);
    told.current?.(null);
  };

  const followStarted = useRef(false);
  useEffect(() => {
    const first = !followStarted.current;
    followStarted.current = true;
    if (follow === undefined) return;
    if (isValidPincode(followed)) {
      setPincode(pincodeOf(followed));
      // (answered as the page opened, for this very pincode: the server's answer stands)
      if (first && answer.kind === 'done' && pincodeOf(followed) === followedAtStart) {
        writeStorage(STORAGE_KEYS.lastPincode, followedAtStart);
        told.current?.(answer.estimate);
        return;
      }
      void check(followed);
    } else if (followed !== '') {
      // The old answer was for another pincode: it must not stand for this address.
      setPincode(followed.replace(/\D/g, '').slice(0, 6));
      forget({ kind: 'error', msg: PINCODE_INVALID });
    } else if (!first) {
      setPincode('');
      forget({ kind: 'idle' });
    }
    // Only when the address's pincode changes: a pincode then typed into the box is the shopper's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followed]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void check(pincode);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void check(pincode);
  };

  const estimate = answer.kind === 'done' ? answer.estimate : null;
  const fields = (
    <>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="form-label fw-semibold mb-1">Pincode</label>
      <div className="input-group" style={{ maxWidth: '20rem' }}>
        <input
          id={`${id}-input`}
          name="pincode"
          className={`form-control ${answer.kind === 'error' ? 'is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete="postal-code"
          // Room for '560 025' as addresses write it (the space is dropped): at 6 the browser cut
          // a pasted '560 025' to '560 02' before anything could read it.
          maxLength={7}
          value={pincode}
          aria-describedby={`${id}-answer`}
          aria-invalid={answer.kind === 'error' || undefined}
          onChange={(e) => setPincode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          onKeyDown={form ? undefined : onKeyDown}
        />
        {form ? (
          // A real submit: it works before the scripts run (the server answers), and with them.
          <button type="submit" className="btn btn-outline-success" disabled={answer.kind === 'checking'}>
            Check
          </button>
        ) : (
          <ScriptButton type="button" className="btn btn-outline-success" onClick={() => void check(pincode)} disabled={answer.kind === 'checking'}>
            Check
          </ScriptButton>
        )}
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
    </>
  );
  return form ? (
    <form ref={(el) => void (boxRef.current = el)} method="get" action={pathname} className={className} onSubmit={onSubmit}>
      {fields}
    </form>
  ) : (
    <div ref={(el) => void (boxRef.current = el)} className={className}>
      {fields}
    </div>
  );
}
