// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { captureReferral, REFERRAL_STORAGE_KEY, readReferral } from './referral';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('captureReferral', () => {
  it('keeps the code upper-cased with the time of the visit', () => {
    window.history.replaceState(null, '', '/?ref=parc1&utm_campaign=x');
    expect(captureReferral(1000)).toEqual({ code: 'PARC1', at: 1000 });
    expect(JSON.parse(localStorage.getItem(REFERRAL_STORAGE_KEY)!)).toEqual({ code: 'PARC1', at: 1000 });
  });

  it('keeps the first visit time when the same link is opened again, replaces it for another code', () => {
    window.history.replaceState(null, '', '/?ref=PARC1');
    captureReferral(1000);
    expect(captureReferral(5000)).toEqual({ code: 'PARC1', at: 1000 });
    window.history.replaceState(null, '', '/?ref=PARC2');
    expect(captureReferral(6000)).toEqual({ code: 'PARC2', at: 6000 });
  });

  it('ignores malformed codes and pages without one', () => {
    window.history.replaceState(null, '', '/?ref=%3Cscript%3E');
    expect(captureReferral(1000)).toBeUndefined();
    window.history.replaceState(null, '', '/blog');
    expect(readReferral()).toBeUndefined();
    localStorage.setItem(REFERRAL_STORAGE_KEY, '{"code":"<x>","at":1}');
    expect(readReferral()).toBeUndefined();
  });
});
