import { COUNTER_STEP_MS } from '@filebridge/contracts';
import { useEffect, useState } from 'react';

/**
 * Counts from 0 to `target` over `durationMs` in `stepMs` ticks (30 ms steps) once `start`
 * is true. With `instant` (reduced motion) it shows the target straight away.
 */
export function useCountUp(target: number, durationMs: number, start: boolean, { stepMs = COUNTER_STEP_MS, instant = false } = {}): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start) return;
    if (instant) {
      setValue(target);
      return;
    }
    // floor: the last tick lands at or before durationMs (2000 ms → 66 ticks, done at 1980 ms).
    const steps = Math.max(1, Math.floor(durationMs / stepMs));
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      if (step >= steps) {
        setValue(target);
        window.clearInterval(timer);
      } else {
        setValue(Math.round((target * step) / steps));
      }
    }, stepMs);
    return () => window.clearInterval(timer);
  }, [start, target, durationMs, stepMs, instant]);
  return value;
}
