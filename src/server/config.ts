/** Every setting the server reads, parsed once at start. Nothing else reads process.env. */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  DEMO_PASSWORD: z.string().min(8).default('demo12345'),
  /** 1: seed the demo logins and data into an empty database; 0: never. Unset: only on the embedded database outside production. */
  SEED_DEMO: z.enum(['0', '1']).optional(),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Coders <no-reply@coders.example>'),
  /** 'off': this process serves requests but runs no background jobs (decision 057). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * How many proxies you run in front of the server (0 = none: the socket address is the client).
   * The client address is that many entries from the RIGHT of x-forwarded-for; `true` means 1.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|true|false)$/,
      'deve ser o número de proxies confiáveis à frente do servidor (0, 1, 2...)',
    )
    .default('0')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  /** pino levels: each one shows itself and everything more severe; `silent` shows nothing. */
  LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
});

/** Where the session secret came from: the environment, DATA_DIR/auth-secret, or this process only (tests). */
export type AuthSecretSource = 'env' | 'generated' | 'ephemeral';

export type Config = z.infer<typeof schema> & {
  authSecret: string;
  authSecretSource: AuthSecretSource;
  baseUrl: string;
  /**
   * Whether SMTP_URL came from the environment. Then it wins; otherwise SMTP_URL and SMTP_FROM are the
   * ones saved in Configurações → E-mail, applied to this object by src/server/mail/smtp-settings.ts.
   */
  smtpFromEnv: boolean;
};

export const AUTH_SECRET_FILE = 'auth-secret';
export const MISSING_SECRET_MESSAGE =
  'Configuração inválida: BETTER_AUTH_SECRET não foi definido. Em produção ele é obrigatório (32+ caracteres; gere um com: openssl rand -hex 32).';

/**
 * Outside production, without BETTER_AUTH_SECRET, a random secret is generated once and kept in
 * DATA_DIR/auth-secret (mode 0600), so sessions survive restarts and no secret lives in the repository.
 */
export function readOrCreateSecret(dataDir: string): string {
  const dir = resolve(dataDir);
  const file = join(dir, AUTH_SECRET_FILE);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(
      `Configuração inválida: ${file} deve conter um segredo de 32+ caracteres (apague-o para gerar outro).`,
    );
  }
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuração inválida: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const config = parsed.data;
  let authSecret: string;
  let authSecretSource: AuthSecretSource;
  if (config.BETTER_AUTH_SECRET) {
    authSecret = config.BETTER_AUTH_SECRET;
    authSecretSource = 'env';
  } else if (config.NODE_ENV === 'production') {
    throw new Error(MISSING_SECRET_MESSAGE);
  } else if (config.NODE_ENV === 'test') {
    // Test servers are thrown away: a secret of this process only, nothing written.
    authSecret = randomBytes(32).toString('hex');
    authSecretSource = 'ephemeral';
  } else {
    authSecret = readOrCreateSecret(config.DATA_DIR);
    authSecretSource = 'generated';
  }
  return {
    ...config,
    authSecret,
    authSecretSource,
    baseUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    smtpFromEnv: Boolean(config.SMTP_URL),
  };
}

/**
 * Whether an empty database gets the demo logins and data: SEED_DEMO decides when set; otherwise
 * only the embedded database (PGlite, a local trial) outside production. An empty PostgreSQL
 * database is someone's real deployment and gets nothing unless SEED_DEMO=1.
 */
export function shouldSeedDemo(config: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL' | 'NODE_ENV'>): boolean {
  if (config.SEED_DEMO !== undefined) return config.SEED_DEMO === '1';
  return !config.DATABASE_URL && config.NODE_ENV !== 'production';
}
