// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_KEY, readEvents, track, trackCta } from './analytics';

describe('analytics', () => {
  beforeEach(() => localStorage.clear());

  it('stores event, data and an ISO timestamp', () => {
    track('cta_click', { cta: 'hero' });
    const [stored] = readEvents();
    expect(stored.event).toBe('cta_click');
    expect(stored.data).toEqual({ cta: 'hero' });
    expect(Number.isNaN(Date.parse(stored.timestamp))).toBe(false);
  });

  it('keeps only the newest 100 events', () => {
    for (let i = 0; i < 105; i++) track('step', { i });
    const events = readEvents();
    expect(events).toHaveLength(100);
    expect(events[0].data.i).toBe(5);
    expect(events[99].data.i).toBe(104);
  });

  it('survives corrupted storage and records CTA clicks', () => {
    localStorage.setItem(ANALYTICS_KEY, '{not json');
    trackCta('header_avaliar', { href: '/questionario' })();
    expect(readEvents()).toEqual([
      expect.objectContaining({ event: 'cta_click', data: { cta: 'header_avaliar', href: '/questionario' } }),
    ]);
  });
});
