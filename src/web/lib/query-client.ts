/**
 * TanStack Query with the docs/product/common-behaviour.md defaults: general data queries retry 3 times with exponential
 * backoff from 1 s to 30 s and keep 5 minutes of cache; page queries (pageQuery) retry once and
 * do not refetch on focus. 401 and 403 are handled once here, not in every component.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_ENROL_PATH, TWO_FACTOR_REQUIRED_CODE } from '@shared/catalog/two-factor';
import { ApiError } from './api';
import { toast } from './toast';

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** Options for queries that load a page's main data (docs/product/common-behaviour.md). */
export const pageQuery = { retry: 1, refetchOnWindowFocus: false } as const;

function onAuthError(error: unknown) {
  if (!(error instanceof ApiError)) return;
  if (
    error.status === 401 &&
    typeof window !== 'undefined' &&
    !window.location.pathname.startsWith('/auth')
  ) {
    const back = `${window.location.pathname}${window.location.search}`;
    window.location.replace(`/auth?redirect=${encodeURIComponent(back)}`);
  }
  // A role that requires two-factor sign-in, not enabled yet: to the enrolment (decision 064).
  if (error.status === 403 && error.code === TWO_FACTOR_REQUIRED_CODE) {
    if (typeof window !== 'undefined' && window.location.pathname !== '/conta') {
      window.location.replace(TWO_FACTOR_ENROL_PATH);
    }
    return;
  }
  if (error.status === 403) {
    toast.error('Acesso negado', 'Você não possui permissão para acessar esta área.');
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onAuthError }),
    mutationCache: new MutationCache({ onError: onAuthError }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3,
        retryDelay,
        gcTime: 5 * 60_000,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
