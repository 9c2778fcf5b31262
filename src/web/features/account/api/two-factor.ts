/**
 * Two-factor sign-in from 'Minha conta' (decision 064): Better Auth's plugin endpoints under /api/auth.
 * A wrong password comes back under the password field.
 */
import type { TwoFactorEnrolment } from '@shared/schemas/two-factor';
import { ApiError, api } from '@web/lib/api';

async function withPasswordField<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
      throw new ApiError(error.status, error.code, error.message, { password: error.message });
    }
    throw error;
  }
}

export function startEnrolment(password: string): Promise<TwoFactorEnrolment> {
  return withPasswordField(api.post<TwoFactorEnrolment>('/api/auth/two-factor/enable', { password }));
}

/** The first code from the app: turns it on (the server replaces the session cookie). */
export function confirmEnrolment(code: string): Promise<unknown> {
  return api.post('/api/auth/two-factor/verify-totp', { code });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return withPasswordField(api.post('/api/auth/two-factor/disable', { password }));
}

export async function regenerateRecoveryCodes(password: string): Promise<string[]> {
  const body = await withPasswordField(
    api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password }),
  );
  return body.backupCodes;
}
