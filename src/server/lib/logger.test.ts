import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createLogger, maskEmails, scrub } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('LOG_LEVEL', () => {
  it('accepts the pino levels, and each one really differs', () => {
    const shown: Record<string, string[]> = {};
    for (const level of ['silent', 'error', 'warn', 'info', 'debug'] as const) {
      expect(loadConfig({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
      const { lines, stream } = capture();
      const log = createLogger(level, stream);
      log.error('e');
      log.warn('w');
      log.info('i');
      log.debug('d');
      shown[level] = lines.map((line) => String(line.msg));
    }
    expect(shown).toEqual({
      silent: [],
      error: ['e'],
      warn: ['e', 'w'],
      info: ['e', 'w', 'i'],
      debug: ['e', 'w', 'i', 'd'],
    });
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});

describe('what reaches the log', () => {
  it('masks e-mail addresses', () => {
    expect(maskEmails('falhou para ana.souza@empresa.com.br hoje')).toBe('falhou para a***@e***.com.br hoje');
    expect(maskEmails('adm@coders.example')).toBe('a***@c***.example');
  });

  it('redacts secret-looking keys at any depth and masks e-mails in values, errors and messages', () => {
    expect(
      scrub({
        body: { email: 'ana@empresa.com', password: 'p4ss', newPassword: 'x', token: 't' },
        headers: { Cookie: 'better-auth.session_token=abc', authorization: 'Bearer z' },
        list: ['bia@x.io'],
      }),
    ).toEqual({
      body: {
        email: 'a***@e***.com',
        password: '[redacted]',
        newPassword: '[redacted]',
        token: '[redacted]',
      },
      headers: { Cookie: '[redacted]', authorization: '[redacted]' },
      list: ['b***@x***.io'],
    });
    const { lines, stream } = capture();
    createLogger('info', stream).error({ err: new Error('conta ana@empresa.com bloqueada') }, 'de bia@x.io');
    expect(JSON.stringify(lines)).not.toMatch(/ana@|bia@/);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'de b***@x***.io' });
  });
});
