// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormToken } from './form-token';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useFormToken', () => {
  it('fetches the token on mount, renewing the one this tab already had, and hands it out at submit', async () => {
    sessionStorage.setItem('coders_form_token:consultoria', 'token-anterior');
    const fetchMock = vi.fn(async () => Response.json({ token: 'token-novo', expiresInMs: 7_200_000 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useFormToken('consultoria'));
    await waitFor(() => expect(sessionStorage.getItem('coders_form_token:consultoria')).toBe('token-novo'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      '/api/public/form-token?form=consultoria&renew=token-anterior',
    );
    expect(await result.current()).toBe('token-novo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches again at submit when the first fetch failed', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Response.json({ token: 'token-2', expiresInMs: 7_200_000 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useFormToken('questionario'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Retried until the failed mount fetch has settled; then the submit fetches its own token.
    await waitFor(async () => expect(await result.current()).toBe('token-2'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
