/**
 * Deferred hydration of prerendered sections (see features/landing/hydrate-when-visible). A section
 * waits on a promise that resolves when it comes near the viewport. React does not commit a
 * navigation while such a section is still waiting, so every navigation (link click, back/forward)
 * first releases them all: the page then finishes hydrating and the navigation goes through.
 */
const MARGIN = '400px 0px';
const waiting = new Map<string, { promise: Promise<void>; release: () => void }>();
let released = false;

export function releaseDeferredHydration() {
  released = true;
  for (const entry of waiting.values()) entry.release();
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', releaseDeferredHydration);
  // Printing lays out the whole page: make it complete first.
  window.addEventListener('beforeprint', releaseDeferredHydration);
}

/** Releases the waiting section that holds `element` (a click on it is about to be replayed). */
export function releaseSectionOf(element: Element) {
  for (const [id, entry] of waiting) {
    if (document.getElementById(id)?.contains(element)) entry.release();
  }
}

/** A promise that resolves once `element` is near the viewport (or at the next navigation). */
export function whenNear(id: string, element: Element): Promise<void> | null {
  if (released || typeof IntersectionObserver === 'undefined') return null;
  const existing = waiting.get(id);
  if (existing) return existing.promise;
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: MARGIN },
    );
    release = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe(element);
  });
  waiting.set(id, { promise, release });
  return promise;
}
