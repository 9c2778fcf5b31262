import { describe, expect, it } from 'vitest';
import { createdCursor, createdPage, cursorCodec } from './cursor';
import { HttpError } from './http';
import { containsPattern, escapeLike } from './like';

const id = '0b7c4f36-9a4e-4d61-8f5e-2f7b0c1d9e21';

function rejection(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('cursor codec', () => {
  it('round-trips PostgreSQL text instants with their microseconds', () => {
    const value = { t: '2026-11-25 22:33:11.123456+00', id };
    const text = createdCursor.encode(value);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(createdCursor.decode(text)).toEqual(value);
  });

  it('is base64url JSON of exactly the declared fields', () => {
    const text = createdCursor.encode({ t: '2026-01-02T03:04:05.000006Z', id, extra: 'x' } as never);
    expect(JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))).toEqual({
      t: '2026-01-02T03:04:05.000006Z',
      id,
    });
  });

  it('keeps a null optional instant', () => {
    const codec = cursorCodec({ d: 'instant?', id: 'uuid' });
    expect(codec.decode(codec.encode({ d: null, id }))).toEqual({ d: null, id });
  });

  it.each([
    ['not base64 JSON', 'nada'],
    ['a JSON scalar', Buffer.from('42').toString('base64url')],
    ['a missing id', Buffer.from(JSON.stringify({ t: '2026-01-01T00:00:00Z' })).toString('base64url')],
    ['a bad instant', Buffer.from(JSON.stringify({ t: 'ontem', id })).toString('base64url')],
    ['a null required instant', Buffer.from(JSON.stringify({ t: null, id })).toString('base64url')],
    ['the old "<iso>|<id>" format', Buffer.from(`2026-01-01T00:00:00.000Z|${id}`).toString('base64url')],
  ])('answers 422 in PT-BR for %s', (_case, text) => {
    const error = rejection(() => createdCursor.decode(text));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation',
      message: 'Cursor de paginação inválido',
      fields: { cursor: 'Cursor inválido' },
    });
  });
});

describe('createdPage', () => {
  const row = (n: number) => ({
    id: id.replace(/1$/, String(n)),
    cursorKey: `2026-01-0${n} 10:00:00.000001+00`,
  });

  it('keeps `limit` rows and points the next page after the last one kept', () => {
    const page = createdPage([row(3), row(2), row(1)], 2);
    expect(page.items).toEqual([row(3), row(2)]);
    expect(createdCursor.decode(page.nextCursor!)).toEqual({ t: row(2).cursorKey, id: row(2).id });
  });

  it('has no next page when the extra row did not come back', () => {
    expect(createdPage([row(2), row(1)], 2).nextCursor).toBeNull();
    expect(createdPage([], 2)).toEqual({ items: [], nextCursor: null });
  });
});

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(containsPattern('50%')).toBe('%50\\%%');
  });
});
