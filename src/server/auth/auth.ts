/** Better Auth: email + password, sessions in PostgreSQL, HttpOnly cookies. */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, authRateLimits, profiles, sessions, users, verifications } from '../db/schema';

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
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    // The lifetime comes from the settings ('Timeout de Sessão'): set at creation by the hook below and
    // slid forward on use by resolveViewer, so Better Auth's own 7-day refresh is turned off.
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24, disableSessionRefresh: true },
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
    logger: { disabled: config.LOG_LEVEL === 'silent' },
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
