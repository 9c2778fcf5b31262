import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `container` while `active`, and closes on Escape.
 *
 * It listens on the document, not on the container: when focus has fallen to `<body>` (a browser that
 * blurs a control the moment it is disabled, issue 30) the next Tab never reaches the container, and
 * it would leave the dialog. A key pressed while focus is elsewhere on the page (the desktop panel is
 * not modal) is left alone.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
) {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const current = document.activeElement;
      const lost = current === null || current === document.body;
      if (!lost && !element.contains(current)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (node) => !node.hasAttribute('hidden') && node.getClientRects().length > 0,
      );
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0]!;
      const last = focusable.at(-1)!;
      if (event.shiftKey && (current === first || lost)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || lost)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [container, active, onEscape]);
}
