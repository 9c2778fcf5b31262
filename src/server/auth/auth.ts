/** Better Auth: email + password, sessions in PostgreSQL, HttpOnly cookies. */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import {
  accounts,
  authRateLimits,
  profiles,
  sessions,
  twoFactors,
  users,
  verifications,
} from '@server/db/schema';
import { rootLogger } from '@server/lib/logger';
import { mailConfigured } from '@server/mail/mailer';
import {
  RESET_TOKEN_VALID_SECONDS,
  resetPasswordSender,
  VERIFY_TOKEN_VALID_SECONDS,
  verificationSender,
} from './account-mail';
import { announceIdentityChange } from './identity-events';
import { SESSION_MAX_AGE_SECONDS } from './session-ttl';

export const ACCOUNT_DEACTIVATED_MESSAGE = 'Esta conta foi desativada. Fale com o administrador da Coders.';

/** Header the server sets from the TCP connection (or a trusted proxy); any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-coders-client-ip';

export type AuthHooks = {
  /** Session lifetime in seconds, read from the settings when a session is created. */
  sessionTtlSeconds?: () => Promise<number>;
};

export function createAuth(db: Db, config: Config, hooks: AuthHooks = {}) {
  const origins = new Set([
    config.baseUrl,
    `http://localhost:${config.PORT}`,
    `http://127.0.0.1:${config.PORT}`,
  ]);
  // With SMTP a new account must confirm its address before it can sign in (a stranger cannot hold
  // a future staff member's e-mail); without it, sign-up works at once (visitors need accounts for the chat).
  const verifyEmail = mailConfigured(config);
  return betterAuth({
    appName: 'Coders',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [...origins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
        twoFactor: twoFactors,
      },
    }),
    // Two-factor sign-in (decision 064): TOTP from an authenticator app, ten single-use recovery codes.
    // A sign-in of an account with it on ends the password step without a session (the plugin deletes
    // the one the password created and sets a 10-minute challenge cookie); the session is created by
    // /two-factor/verify-totp or /two-factor/verify-backup-code. 5 tries per challenge, and 10 wrong
    // codes in a row lock the account's verification for 15 minutes (the plugin's lockout).
    plugins: [
      twoFactor({
        issuer: 'Coders',
        backupCodeOptions: { amount: 10, length: 10 },
        twoFactorCookieMaxAge: 600,
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: verifyEmail,
      // 'Esqueci minha senha': POST /api/auth/request-password-reset, then /api/auth/reset-password.
      sendResetPassword: resetPasswordSender(db, config),
      resetPasswordTokenExpiresIn: RESET_TOKEN_VALID_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => announceIdentityChange(db, user.id),
    },
    emailVerification: verifyEmail
      ? {
          sendOnSignUp: true,
          sendOnSignIn: true,
          autoSignInAfterVerification: true,
          expiresIn: VERIFY_TOKEN_VALID_SECONDS,
          sendVerificationEmail: verificationSender(db, config),
        }
      : undefined,
    // The lifetime comes from the settings ('Timeout de Sessão'): set at creation by the hook below and
    // slid forward on use by resolveViewer, so Better Auth's own refresh is turned off. The cookie
    // lasts the absolute lifetime (auth/session-ttl.ts), which resolveViewer enforces on the server.
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: 60 * 60 * 24, disableSessionRefresh: true },
    rateLimit: {
      // On everywhere but the test suites, which sign in many times a minute from one address.
      enabled: config.NODE_ENV !== 'test',
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': { window: 60, max: 10 }, '/sign-up/email': { window: 60, max: 5 } },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // Into the JSON log (lib/logger.ts), which applies LOG_LEVEL and masks e-mails and secrets.
    logger: {
      disabled: config.LOG_LEVEL === 'silent',
      level: 'debug',
      log: (level, message, ...args) => rootLogger()[level](args.length ? { args } : {}, `auth: ${message}`),
    },
    databaseHooks: {
      user: {
        create: {
          // Every new user gets a profile (docs/product/users-and-roles.md), role 'user' until an admin says otherwise.
          after: async (user) => {
            const [firstName, ...rest] = (user.name ?? '').trim().split(/\s+/);
            await db
              .insert(profiles)
              .values({
                id: user.id,
                email: user.email,
                firstName: firstName || null,
                lastName: rest.join(' ') || null,
                role: 'user',
              })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            // A deactivated account cannot sign in, whatever the password.
            const [account] = await db
              .select({ deactivatedAt: users.deactivatedAt })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (account?.deactivatedAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: ACCOUNT_DEACTIVATED_MESSAGE,
              });
            }
            if (!hooks.sessionTtlSeconds) return;
            const ttl = await hooks.sessionTtlSeconds();
            return { data: { ...session, expiresAt: new Date(Date.now() + ttl * 1000) } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
