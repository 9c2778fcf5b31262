/**
 * The typed contract from the web's side: `tsc` (npm run typecheck) checks the @ts-expect-error lines
 * below — a wrong body, a missing param or a misread response field must not compile — and the
 * runtime test checks the request a call sends.
 */
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { endpoint } from '@shared/contract';
import { okrApi } from '@shared/okrs/api';
import type { Objective, OkrBoard } from '@shared/okrs/schemas';
import { call, urlOf } from './call';

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('is typed by the endpoint: response, params and body', () => {
    // Checked by the type only: calling it here would send a request nobody answers.
    const board = () => call(okrApi.board);
    expectTypeOf(board).returns.resolves.toEqualTypeOf<OkrBoard>();
    const types = () => {
      // @ts-expect-error the path has an :id
      void call(okrApi.deleteObjective);
      // @ts-expect-error the body is an objective, not a key result
      void call(okrApi.updateObjective, { params: { id: 'x' }, body: { title: 'T', unit: 'brl' } });
      void call(okrApi.board).then((board) => {
        // @ts-expect-error the board has `objectives`, not `items`
        void board.items;
        const objective: Objective | undefined = board.objectives[0];
        return objective;
      });
    };
    expect(types).toBeTypeOf('function');
  });

  it('fills and encodes params, adds the query, sends the body as JSON', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'k1' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const echo = endpoint<{ id: string }>()({ method: 'PATCH', path: '/api/things/:id/parts/:part' });
    await expect(call(echo, { params: { id: 'a b', part: 'x/y' } })).resolves.toEqual({ id: 'k1' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/things/a%20b/parts/x%2Fy',
      expect.objectContaining({ method: 'PATCH', body: '{}' }),
    );
    expect(urlOf(okrApi.board, { query: { quarter: '2026-Q4' } })).toBe('/api/okrs?quarter=2026-Q4');
  });
});
