/** The signed-in person as the server sees them (GET /api/me), and sign in/up/out. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isStaff, type Viewer } from '@shared/catalog/access';
import { authErrorMessages } from '@shared/catalog/auth-errors';
import type { StaffRole } from '@shared/catalog/roles';
import { ApiError, api } from './api';
import { rememberSignedIn } from './hydration-hints';

export type Me = {
  user: { id: string; email: string; name: string } | null;
  profile: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: string;
  } | null;
  roles: StaffRole[];
  /** Two-factor sign-in: on for this account, and required by one of its roles (decision 064). */
  twoFactor?: { enabled: boolean; required: boolean };
  /** The permissions of the person's custom roles (decision 065); [] when they hold none. */
  permissions?: string[];
};

export const ROLES_ERROR_FALLBACK = 'Erro ao carregar papéis';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async () => {
    const me = await api.get<Me>('/api/me');
    rememberSignedIn(me.user !== null);
    return me;
  },
  staleTime: 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
});

const NONE: never[] = [];

export function useMe() {
  const query = useQuery(meQuery);
  const data = query.data;
  // Who the access table decides for: fixed roles and the custom roles' permissions (decision 065).
  const viewer = useMemo<Viewer>(
    () => ({
      signedIn: Boolean(data?.user),
      roles: data?.roles ?? NONE,
      permissions: data?.permissions ?? NONE,
    }),
    [data],
  );
  return {
    viewer,
    /** A staff member: a fixed staff role or a custom role. */
    staff: isStaff(viewer),
    me: query.data,
    user: query.data?.user ?? null,
    roles: query.data?.roles ?? [],
    permissions: query.data?.permissions ?? [],
    isLoading: query.isPending,
    error: query.error ? query.error.message || ROLES_ERROR_FALLBACK : null,
  };
}

export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    // The server's per-account limit says how long to wait; Better Auth's per-address one does not.
    if (error.status === 429) {
      return error.code === 'rate_limited' && error.message
        ? error.message
        : 'Muitas tentativas. Aguarde um minuto e tente novamente.';
    }
    if (error.status === 0) return error.message;
    return authErrorMessages[error.code] ?? fallback;
  }
  return fallback;
}

/** `twoFactor`: the password was right and the account asks for its second factor (no session yet). */
export async function signIn(email: string, password: string): Promise<{ twoFactor: boolean }> {
  const body = await api.post<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', {
    email,
    password,
  });
  return { twoFactor: body?.twoFactorRedirect === true };
}

/** Creates the account; `signedIn` is false when the server first wants the e-mail confirmed (SMTP set). */
export async function signUp(name: string, email: string, password: string): Promise<{ signedIn: boolean }> {
  const body = await api.post<{ token?: string | null }>('/api/auth/sign-up/email', {
    name,
    email,
    password,
  });
  return { signedIn: Boolean(body?.token) };
}

export function useSignOut() {
  const client = useQueryClient();
  return async () => {
    await api.post('/api/auth/sign-out', {}).catch(() => undefined);
    rememberSignedIn(false);
    client.clear();
    window.location.assign('/');
  };
}

/** Only same-site paths may be redirect targets (no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
