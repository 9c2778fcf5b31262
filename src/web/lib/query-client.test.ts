import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, pageQuery, retryDelay } from './query-client';

describe('query defaults (docs/product/common-behaviour.md)', () => {
  it('backs off exponentially from 1 s up to 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(4)).toBe(16000);
    expect(retryDelay(5)).toBe(30000);
    expect(retryDelay(10)).toBe(30000);
  });

  it('retries general queries 3 times, never client errors, and keeps 5 minutes of cache', () => {
    const options = createQueryClient().getDefaultOptions().queries!;
    const retry = options.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new Error('rede'))).toBe(true);
    expect(retry(2, new Error('rede'))).toBe(true);
    expect(retry(3, new Error('rede'))).toBe(false);
    expect(retry(0, new ApiError(403, 'forbidden', 'não'))).toBe(false);
    expect(retry(0, new ApiError(503, 'down', 'fora'))).toBe(true);
    expect(options.gcTime).toBe(5 * 60_000);
  });

  it('page queries retry once and do not refetch on focus', () => {
    expect(pageQuery).toEqual({ retry: 1, refetchOnWindowFocus: false });
  });
});
