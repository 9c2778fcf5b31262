/**
 * Bring a message that replaced a form into view and move focus to it (issue 27 deliverable 7): after a
 * long form is sent, its confirmation renders where the form began, often far above the viewport on a
 * phone. A ref callback: scrolls the element to the top of the viewport (instantly when the person asked
 * for reduced motion) and focuses it (it needs tabIndex={-1}) without a second scroll.
 */
export function revealOnMount(element: HTMLElement | null) {
  if (!element) return;
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  element.focus({ preventScroll: true });
}
