/**
 * The one toast helper: title + optional description, destructive for errors (sonner, docs/product/common-behaviour.md).
 * sonner is loaded on the first toast, not with the page: public pages rarely toast, and the
 * root layout mounts the Toaster only once a toast was asked for (sonner replays pending toasts).
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let needed = false;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For the root layout: whether the Toaster should be mounted yet (useSyncExternalStore shape). */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isNeeded: () => needed,
};

export const toast = {
  success: (title: string, description?: string) =>
    void load().then(({ toast: show }) => show.success(title, { description })),
  info: (title: string, description?: string) =>
    void load().then(({ toast: show }) => show(title, { description })),
  error: (title: string, description?: string) =>
    void load().then(({ toast: show }) =>
      show.error(title, { description, className: 'destructive', duration: 4000 }),
    ),
};
