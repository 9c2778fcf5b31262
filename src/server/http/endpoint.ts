/**
 * Implements an endpoint of the shared contract (src/shared/contract.ts, decision 052) on a router:
 * the query and body validated by the endpoint's own schemas (validate.ts: 400/422 in PT-BR), each
 * declared id checked as a uuid (a malformed one is the endpoint's 404), and the handler's answer —
 * which must be the endpoint's response type — sent with the endpoint's status.
 *
 *   implement(router, okrApi.updateObjective, ({ params, body, actor }) =>
 *     updateObjective(db, actor, params.id, body));
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Viewer } from '@server/auth/viewer';
import { type AppEnv, actorOf } from '@server/context';
import { notFound } from '@server/lib/http';
import type { AnyEndpoint, BodyOf, ParamsOf, QueryOf, ResponseOf } from '@shared/contract';
import { json, query } from './validate';

export type EndpointInput<E> = {
  params: ParamsOf<E>;
  body: BodyOf<E>;
  query: QueryOf<E>;
  viewer: Viewer;
  /** The viewer as the audit log's actor. */
  actor: ReturnType<typeof actorOf>;
  c: Context<AppEnv>;
};

const uuid = z.uuid();

export function implement<E extends AnyEndpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  handler: (input: EndpointInput<E>) => ResponseOf<E> | Promise<ResponseOf<E>>,
): void {
  const chain: MiddlewareHandler<AppEnv>[] = [];
  if (endpoint.query) chain.push(query(endpoint.query) as MiddlewareHandler<AppEnv>);
  if (endpoint.body) chain.push(json(endpoint.body) as MiddlewareHandler<AppEnv>);
  const ids = Object.entries((endpoint.ids ?? {}) as Record<string, string>);
  const respond: MiddlewareHandler<AppEnv> = async (c) => {
    const params = c.req.param() as Record<string, string>;
    for (const [name, message] of ids) {
      if (!uuid.safeParse(params[name]).success) throw notFound(message);
    }
    const viewer = c.get('viewer');
    const valid = (target: 'json' | 'query') =>
      (c.req.valid as (target: 'json' | 'query') => unknown).call(c.req, target);
    const result = await handler({
      params: params as ParamsOf<E>,
      body: (endpoint.body ? valid('json') : undefined) as BodyOf<E>,
      query: (endpoint.query ? valid('query') : undefined) as QueryOf<E>,
      viewer,
      actor: actorOf(viewer),
      c: c as Context<AppEnv>,
    });
    // No body: a 204, or a 202 that answers null (accepted, nothing to say — the analytics beacon).
    if (endpoint.status === 204 || (endpoint.status === 202 && result === null)) {
      return c.body(null, endpoint.status);
    }
    return c.json(result as object, endpoint.status ?? 200);
  };
  router.on([endpoint.method], [endpoint.path], ...chain, respond);
}
