/** Every setting the server reads, parsed once at start. Nothing else reads process.env. */
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
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Coders <no-reply@coders.example>'),
  /**
   * How many proxies you run in front of the server (0 = none: the socket address is the client).
   * The client address is that many entries from the RIGHT of x-forwarded-for; `true` means 1.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false)$/, 'deve ser o número de proxies confiáveis à frente do servidor (0, 1, 2...)')
    .default('0')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  /** pino levels: each one shows itself and everything more severe; `silent` shows nothing. */
  LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
});

export type Config = z.infer<typeof schema> & { authSecret: string; baseUrl: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuração inválida: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.BETTER_AUTH_SECRET) {
    throw new Error('Configuração inválida: BETTER_AUTH_SECRET (32+ caracteres) é obrigatório em produção');
  }
  return {
    ...config,
    // Outside production a fixed development secret keeps sessions valid across restarts.
    authSecret: config.BETTER_AUTH_SECRET ?? 'dev-only-secret-change-me-0123456789abcdef',
    baseUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}
