import { useCallback, useEffect, useState } from 'react';
import { useServerRendered } from '@storefront/shared';

/**
 * A countdown in whole seconds (Resend OTP waits 30 s between sends). `start()` begins it again,
 * from now or from `from` (when the code was sent, never later than now); `seconds` is 0 when the
 * action is allowed.
 */
/** `startRunning`: counting from the first render (true: from now; a time: from then, when the code was sent). */
export function useCooldown(ms: number, startRunning: boolean | number = false): { seconds: number; start: (from?: number) => void } {
  // The server's HTML has no countdown (its clock is not the browser's, and without scripts nothing
  // would count down: the button stays usable, and the API itself refuses a code asked too soon);
  // a countdown that starts running begins once the part has hydrated.
  const serverRendered = useServerRendered();
  const from = typeof startRunning === 'number' ? startRunning : undefined;
  const [endsAt, setEndsAt] = useState<number | null>(() => (startRunning && !serverRendered ? Math.min(from ?? Date.now(), Date.now()) + ms : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    };
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = useCallback(
    (from?: number) => {
      const t = Date.now();
      setNow(t);
      setEndsAt(Math.min(from ?? t, t) + ms);
    },
    [ms],
  );

  useEffect(() => {
    if (startRunning && serverRendered) start(from);
    // Once, as the server's part hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { seconds, start };
}
