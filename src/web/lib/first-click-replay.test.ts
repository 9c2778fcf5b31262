// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { whenNear } from './deferred-hydration';
import { replayHeldClick } from './first-click-replay';

beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('replayHeldClick', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.__codersPendingClick = null;
    window.__codersHydrated = false;
  });

  it('dispatches the held click again once React owns the page', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    window.__codersPendingClick = button;
    replayHeldClick();
    expect(window.__codersHydrated).toBe(true);
    expect(window.__codersPendingClick).toBeNull();
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('releases the deferred section that holds the clicked element first', async () => {
    const section = document.createElement('section');
    section.id = 'faq';
    const button = document.createElement('button');
    section.append(button);
    document.body.append(section);
    const released = whenNear('faq', section);
    let settled = false;
    void released?.then(() => {
      settled = true;
    });
    const settledAtClick: boolean[] = [];
    button.addEventListener('click', () => settledAtClick.push(settled));
    window.__codersPendingClick = button;
    replayHeldClick();
    await vi.waitFor(() => expect(settledAtClick).toEqual([true]));
  });

  it('does nothing without a held click, or when the element is gone', async () => {
    replayHeldClick();
    expect(window.__codersHydrated).toBe(true);
    const button = document.createElement('button');
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    window.__codersPendingClick = button;
    replayHeldClick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicked).not.toHaveBeenCalled();
  });
});
