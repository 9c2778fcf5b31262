/**
 * Until the app has hydrated, the prerendered page's inline loader (scripts/prerender.mjs) holds back
 * a click on a button that needs the app (the questionnaire's, the booking widget's), which would
 * otherwise do nothing. Links, the FAQ, the mobile menu, the chat button and the platform filters
 * work natively and are never held (decision 013). Right after
 * hydrateRoot the click is dispatched again: React hydrates the clicked part synchronously for a
 * click (selective hydration) and then handles it, so the visitor's first tap is never lost. A
 * section still waiting to come into view (deferred-hydration) is released first, or React could not
 * finish hydrating it in time.
 */
import { releaseSectionOf } from './deferred-hydration';

declare global {
  interface Window {
    /** The element of the last click the loader held back (set by the inline loader). */
    __codersPendingClick?: HTMLElement | null;
    /** Set once React owns the page: the loader stops holding clicks back. */
    __codersHydrated?: boolean;
  }
}

export function replayHeldClick() {
  window.__codersHydrated = true;
  const pending = window.__codersPendingClick;
  window.__codersPendingClick = null;
  if (!pending) return;
  releaseSectionOf(pending);
  // A task later, so the released section's promise has settled and React can hydrate it at once.
  setTimeout(() => {
    if (pending.isConnected) pending.click();
  }, 0);
}
