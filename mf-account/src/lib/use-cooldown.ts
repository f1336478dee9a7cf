import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds (Resend OTP waits 30 s between sends). `start()` begins it again;
 * `seconds` is 0 when the action is allowed.
 */
export function useCooldown(ms: number, startRunning = false): { seconds: number; start: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(() => (startRunning ? Date.now() + ms : null));
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

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + ms);
  }, [ms]);

  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { seconds, start };
}
