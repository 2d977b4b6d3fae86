import { useEffect, useState } from 'react';

/** Re-render every second while `active`, so a countdown on screen moves. */
export function useSecondTicks(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
}
