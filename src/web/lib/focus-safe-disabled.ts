import { type Ref, type RefCallback, useCallback, useRef } from 'react';

/**
 * A control never becomes natively `disabled` while it holds focus.
 *
 * Current Chromium moves focus to `<body>` when the focused element becomes `disabled` (the HTML
 * "focus fixup"), so a keyboard or screen-reader user who presses 'Salvar' or sends a chat message
 * loses their place, and a focus trap that listens on its dialog no longer sees the next Tab
 * (issue 30). Other browsers keep focus on the disabled element. To behave the same on both, a
 * control that is focused at the moment it is disabled is rendered with `aria-disabled="true"`
 * instead: still focused, announced as unavailable, and its activation ignored by the caller
 * (`soft`). A control disabled while focus is elsewhere keeps the native attribute.
 *
 * The check runs during render, before React writes the attribute: that is the only point where
 * the attribute can still be withheld.
 */
export function useFocusSafeDisabled<T extends HTMLElement>(
  disabled: boolean | undefined,
  forwardedRef?: Ref<T>,
) {
  const node = useRef<T | null>(null);
  const soft = useRef(false);
  const focused =
    typeof document !== 'undefined' && node.current !== null && node.current === document.activeElement;
  soft.current = Boolean(disabled) && (soft.current || focused);
  const ref = useMergedRef(node, forwardedRef);
  return { ref, nativeDisabled: Boolean(disabled) && !soft.current, soft: soft.current };
}

/** One callback ref that fills our own ref and the caller's (object or callback). */
function useMergedRef<T>(own: { current: T | null }, forwarded: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (value: T | null) => {
      own.current = value;
      if (typeof forwarded === 'function') forwarded(value);
      else if (forwarded) forwarded.current = value;
    },
    [own, forwarded],
  );
}
