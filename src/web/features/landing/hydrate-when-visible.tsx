/**
 * Progressive hydration of the prerendered landing page. The server HTML of every section is complete
 * and readable; React only needs a section once the visitor gets near it (to open the FAQ, filter
 * platforms...). While the page is being hydrated, a section waits until it is about to scroll into
 * view, so a phone does not spend its first seconds hydrating content nobody has reached yet.
 * Client-side renders (arriving from another page) never wait.
 */
import { type ReactNode, Suspense, use } from 'react';
import { whenNear } from '@web/lib/deferred-hydration';

function WaitUntilNear({ id }: { id: string }) {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  // No server markup for this section in the document: a client render, nothing to wait for.
  if (!element?.closest('#root')) return null;
  const promise = whenNear(id, element);
  if (promise) use(promise);
  return null;
}

/** A landing section that hydrates when it comes near the viewport. `id` is the section's own id. */
export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitUntilNear id={id} />
      {children}
    </Suspense>
  );
}
