/**
 * The double-submit guard (docs/product/common-behaviour.md): a second submit within `ms` of the first is blocked.
 * `tryEnter()` says whether this submit may go ahead; `release()` after a failure lets the person
 * retry at once instead of waiting out the window.
 */
import { useCallback, useRef } from 'react';

export const SUBMIT_GUARD_MS = 2000;

export function createSubmitGuard(ms = SUBMIT_GUARD_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryEnter(): boolean {
      const time = now();
      if (time - last < ms) return false;
      last = time;
      return true;
    },
    release(): void {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

export function useSubmitGuard(ms = SUBMIT_GUARD_MS) {
  const guard = useRef<ReturnType<typeof createSubmitGuard> | null>(null);
  guard.current ??= createSubmitGuard(ms);
  const tryEnter = useCallback(() => guard.current!.tryEnter(), []);
  const release = useCallback(() => guard.current!.release(), []);
  return { tryEnter, release };
}
