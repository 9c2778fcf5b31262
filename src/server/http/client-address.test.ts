import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { trustedForwardedValue } from './client-address';

describe('trustedForwardedValue', () => {
  it('counts trusted hops from the right, so a client-written left part is never used', () => {
    const header = '6.6.6.6, 7.7.7.7, 203.0.113.7, 10.0.0.2';
    expect(trustedForwardedValue(header, 0)).toBeNull();
    expect(trustedForwardedValue(header, 1)).toBe('10.0.0.2');
    expect(trustedForwardedValue(header, 2)).toBe('203.0.113.7');
    expect(trustedForwardedValue('203.0.113.7', 2)).toBe('203.0.113.7');
    expect(trustedForwardedValue(' , ', 1)).toBeNull();
    expect(trustedForwardedValue(undefined, 1)).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of hops; the old true/1 means one hop, default none', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'sim' })).toThrow(/TRUST_PROXY/);
  });
});
