// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; disconnected: boolean }[] = [];

beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterAll(() => vi.unstubAllGlobals());

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('deferred hydration', () => {
  it('waits until the section is near the viewport, once per section', async () => {
    const { whenNear } = await import('./deferred-hydration');
    const element = document.createElement('section');
    const promise = whenNear('servicos', element)!;
    expect(whenNear('servicos', element)).toBe(promise);
    expect(await settled(promise)).toBe(false);
    observers[0].callback([{ isIntersecting: false }]);
    expect(await settled(promise)).toBe(false);
    observers[0].callback([{ isIntersecting: true }]);
    expect(await settled(promise)).toBe(true);
    expect(observers[0].disconnected).toBe(true);
  });

  it('releases every waiting section at the first navigation, and waits no more after it', async () => {
    const { whenNear, releaseDeferredHydration } = await import('./deferred-hydration');
    const faq = whenNear('faq', document.createElement('section'))!;
    const contact = whenNear('contato', document.createElement('section'))!;
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await settled(faq)).toBe(true);
    expect(await settled(contact)).toBe(true);
    releaseDeferredHydration();
    expect(whenNear('sobre', document.createElement('section'))).toBeNull();
  });
});
