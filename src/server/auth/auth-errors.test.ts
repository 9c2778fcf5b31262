import { describe, expect, it } from 'vitest';
import { inApiErrorShape } from './auth-errors';

const betterAuth = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('Better Auth errors in the API shape', () => {
  it('puts the PT-BR message of the code in { error: { code, message } }, keeping status and cookies', async () => {
    const response = await inApiErrorShape(
      betterAuth(
        401,
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        { 'set-cookie': 'better-auth.session_token=; Max-Age=0' },
      ),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha inválidos.' },
    });
  });

  it('answers its validation detail, bad JSON and rate limit in PT-BR', async () => {
    const validation = await inApiErrorShape(
      betterAuth(400, { code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' }),
    );
    expect((await validation.json()).error.message).toBe(
      'Dados inválidos. Confira os campos e tente novamente.',
    );
    const badJson = await inApiErrorShape(
      betterAuth(400, { code: 'BAD_REQUEST', message: 'Invalid JSON in request body' }),
    );
    expect((await badJson.json()).error).toEqual({
      code: 'bad_json',
      message: 'Corpo da requisição inválido',
    });
    const limited = await inApiErrorShape(
      betterAuth(429, { message: 'Too many requests. Please try again later.' }, { 'x-retry-after': '60' }),
    );
    expect(limited.headers.get('x-retry-after')).toBe('60');
    expect((await limited.json()).error).toEqual({
      code: 'http_429',
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
  });

  it('keeps a message of our own and a body already in our shape; leaves successes alone', async () => {
    const own = await inApiErrorShape(
      betterAuth(403, { code: 'ACCOUNT_DISABLED', message: 'Conta desativada.' }),
    );
    expect((await own.json()).error).toEqual({ code: 'ACCOUNT_DISABLED', message: 'Conta desativada.' });
    const ours = { error: { code: 'registrations_closed', message: 'Novos cadastros estão fechados.' } };
    expect(await (await inApiErrorShape(betterAuth(403, ours))).json()).toEqual(ours);
    const ok = betterAuth(200, { token: 'x' });
    expect(await inApiErrorShape(ok)).toBe(ok);
  });
});
