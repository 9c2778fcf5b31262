/**
 * Structured JSON logs (pino), one object per line. Whatever is logged passes through `scrub`:
 * values under secret-looking keys (password, token, cookie, authorization, secret, api key) are
 * replaced, and e-mail addresses anywhere (messages, error texts, fields) are masked: a***@d***.com.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '@server/config';

export type { Logger };
export type LogLevel = Config['LOG_LEVEL'];

const SECRET_KEY = /pass(word|wd)?|secret|token|cookie|authorization|api[-_]?key|credential/i;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-])[A-Za-z0-9-]*((?:\.[A-Za-z0-9-]+)+)/g;
const REDACTED = '[redacted]';

/** `ana.souza@empresa.com.br` → `a***@e***.com.br`. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, (_match, first: string, domainFirst: string, rest: string) => {
    return `${first}***@${domainFirst}***${rest}`;
  });
}

/** A copy of `value` safe to write to a log. */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8 || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Error) {
    const error: Record<string, unknown> = {
      type: value.name,
      message: maskEmails(value.message),
      stack: value.stack ? maskEmails(value.stack) : undefined,
    };
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) error.code = code;
    if (value.cause !== undefined) error.cause = scrub(value.cause, depth + 1, seen);
    return error;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return out;
}

/** A logger at `level`, writing JSON lines to stdout (or `destination`, e.g. a test's buffer). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => scrub(object) as Record<string, unknown>,
    },
    hooks: {
      // The message and any printf-style arguments are masked too.
      logMethod(args, method) {
        const clean = args.map((arg) => (typeof arg === 'string' ? maskEmails(arg) : arg));
        return method.apply(this, clean as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The process's logger. buildDeps() replaces it with one at the configured LOG_LEVEL; code that runs
 * before (or without) the app's dependencies — the database pool, the mailer — logs through it.
 */
let root: Logger = createLogger('info');

export function rootLogger(): Logger {
  return root;
}

export function setRootLogger(logger: Logger): void {
  root = logger;
}
