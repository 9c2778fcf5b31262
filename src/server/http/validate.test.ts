import { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { errorResponse, HttpError } from '@server/lib/http';
import { form, json, query } from './validate';

const note = z.object({
  title: z.string({ error: 'Título é obrigatório' }).trim().min(1, 'Título é obrigatório'),
  pages: z.coerce.number().int().min(1, 'Informe ao menos uma página').default(1),
});
const period = z.object({
  period: z.union([z.literal(7), z.literal(30)], { error: 'Período inválido' }).default(30),
});
const upload = z.object({ file: z.instanceof(File, { error: 'Selecione uma imagem.' }) });

/** A tiny app with the API's error handler: what the wrapper answers, without the rest of the app. */
function app() {
  const api = new Hono()
    .post('/notes', json(note), (c) => {
      const value = c.req.valid('json');
      expectTypeOf(value).toEqualTypeOf<{ title: string; pages: number }>();
      return c.json(value);
    })
    .post('/kpis', json(period, { optional: true }), (c) => c.json(c.req.valid('json')))
    .get('/notes', query(note), (c) => c.json(c.req.valid('query')))
    .post('/files', form(upload), (c) => c.json({ name: c.req.valid('form').file.name }));
  api.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    return c.json({ error: { code: 'internal', message: 'Erro interno do servidor' } }, 500);
  });
  return api;
}

const post = (path: string, body: BodyInit | null, type: string | null = 'application/json') =>
  app().request(path, { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

describe('json(schema)', () => {
  it('hands the handler the parsed, typed value (defaults and transforms applied)', async () => {
    const response = await post('/notes', JSON.stringify({ title: '  Proposta  ', extra: 'x' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: 'Proposta', pages: 1 });
  });

  it('refuses an invalid body with the PT-BR 422: first message, and every field', async () => {
    const response = await post('/notes', JSON.stringify({ title: ' ', pages: 0 }));
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(
      JSON.stringify({
        error: {
          code: 'validation',
          message: 'Título é obrigatório',
          fields: { title: 'Título é obrigatório', pages: 'Informe ao menos uma página' },
        },
      }),
    );
  });

  it.each([
    ['malformed JSON', '{"title":'],
    ['an empty body', ''],
    ['an array', '[{"title":"a"}]'],
    ['a string', '"Proposta"'],
    ['null', 'null'],
  ])('answers %s with the PT-BR 400, never a 500', async (_, body) => {
    const response = await post('/notes', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_json', message: 'Corpo da requisição inválido' },
    });
  });

  it('answers a request without a JSON body with the same 400', async () => {
    const response = await post('/notes', null, null);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('bad_json');
  });

  it('optional: no body, or JSON null, is read as {}; anything else is still validated', async () => {
    expect(await (await post('/kpis', null, null)).json()).toEqual({ period: 30 });
    expect(await (await post('/kpis', 'null')).json()).toEqual({ period: 30 });
    expect(await (await post('/kpis', '{"period":7}')).json()).toEqual({ period: 7 });
    const wrong = await post('/kpis', '{"period":15}');
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error).toEqual({
      code: 'validation',
      message: 'Período inválido',
      fields: { period: 'Período inválido' },
    });
    expect((await post('/kpis', '[7]')).status).toBe(400);
    expect((await post('/kpis', '{period')).status).toBe(400);
  });
});

describe('query(schema)', () => {
  it('validates and coerces the query string; a repeated key counts by its first value', async () => {
    const response = await app().request('/notes?title=Proposta&pages=3&pages=x');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: 'Proposta', pages: 3 });
  });

  it('refuses an invalid query with the PT-BR 422', async () => {
    const response = await app().request('/notes?pages=0');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Título é obrigatório',
        fields: { title: 'Título é obrigatório', pages: 'Informe ao menos uma página' },
      },
    });
  });
});

describe('form(schema)', () => {
  it('hands the handler the uploaded file', async () => {
    const body = new FormData();
    body.append('file', new File(['png'], 'logo.png', { type: 'image/png' }));
    const response = await app().request('/files', { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'logo.png' });
  });

  it('refuses a form without the file with the PT-BR 422', async () => {
    const body = new FormData();
    body.append('file', 'não é arquivo');
    const response = await app().request('/files', { method: 'POST', body });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Selecione uma imagem.',
        fields: { file: 'Selecione uma imagem.' },
      },
    });
  });

  it('answers a multipart body that cannot be read with a PT-BR 400', async () => {
    const response = await post('/files', 'não é multipart', 'multipart/form-data; boundary=x');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_body', message: 'Envie o arquivo como multipart/form-data.' },
    });
  });
});
