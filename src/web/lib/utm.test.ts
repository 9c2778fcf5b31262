// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureUtm, readUtm, UTM_STORAGE_KEY } from './utm';

function visit(url: string, referrer = '') {
  window.history.replaceState(null, '', url);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

describe('captureUtm', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('stores the UTM parameters and external referrer of the first landing', () => {
    visit(
      '/?utm_source=google&utm_medium=cpc&utm_campaign=lancamento&utm_term=site&utm_content=a',
      'https://www.google.com/',
    );
    expect(captureUtm()).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'lancamento',
      term: 'site',
      content: 'a',
      referrer: 'https://www.google.com/',
    });
    expect(JSON.parse(sessionStorage.getItem(UTM_STORAGE_KEY)!)).toMatchObject({ source: 'google' });
  });

  it('keeps the first origin when later pages have no campaign, and ignores internal referrers', () => {
    visit('/?utm_source=instagram', 'https://l.instagram.com/');
    captureUtm();
    visit('/questionario', `${window.location.origin}/`);
    expect(captureUtm()).toEqual({ source: 'instagram', referrer: 'https://l.instagram.com/' });
    expect(readUtm()).toEqual({ source: 'instagram', referrer: 'https://l.instagram.com/' });
  });

  it('lets a new campaign click replace the old one, keeping the referrer', () => {
    visit('/?utm_source=instagram', 'https://l.instagram.com/');
    captureUtm();
    visit('/?utm_source=newsletter&utm_medium=email', `${window.location.origin}/`);
    expect(captureUtm()).toEqual({
      source: 'newsletter',
      medium: 'email',
      referrer: 'https://l.instagram.com/',
    });
  });

  it('stores an empty origin for a direct visit', () => {
    visit('/questionario');
    expect(captureUtm()).toEqual({});
    expect(readUtm()).toEqual({});
  });
});
