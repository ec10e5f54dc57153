import { useEffect, useState } from 'react';

/**
 * The time, renewed every `everyMs` while mounted (not at all when `everyMs` is null): screens that
 * age with the clock (a sensor turning stale, a live chart's window sliding) redraw without asking
 * the server again.
 */
export function useNow(everyMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (everyMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
