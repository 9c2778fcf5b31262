/**
 * Calls an endpoint of the shared contract (src/shared/contract.ts, decision 052) and answers its
 * declared response type: the body and query typed by the endpoint's own schemas (what a form sends),
 * the params by its path. Errors are the api client's ApiError with the server's PT-BR text.
 *
 *   const objective = await call(okrApi.updateObjective, { params: { id }, body: values });
 */
import {
  type AnyEndpoint,
  type BodyInputOf,
  fillPath,
  type ParamsOf,
  type QueryInputOf,
  type ResponseOf,
} from '@shared/contract';
import { request, withQuery } from './api';

type Parts<E> = (keyof ParamsOf<E> extends never ? { params?: undefined } : { params: ParamsOf<E> }) &
  (BodyInputOf<E> extends undefined ? { body?: undefined } : { body: BodyInputOf<E> }) &
  (QueryInputOf<E> extends undefined ? { query?: undefined } : { query?: QueryInputOf<E> });

/** The URL of an endpoint (for links and downloads that the browser follows itself). */
export function urlOf<E extends AnyEndpoint>(endpoint: E, parts: Omit<Parts<E>, 'body'>): string {
  const path = fillPath(endpoint.path, (parts.params ?? {}) as Record<string, string>);
  return withQuery(path, parts.query as Parameters<typeof withQuery>[1]);
}

/** Whether a call must say something: its path has params, or it takes a body. */
type Needs<E> = keyof ParamsOf<E> extends never ? (BodyInputOf<E> extends undefined ? false : true) : true;

export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[parts]: Needs<E> extends true ? [Parts<E>] : [Parts<E>?]
): Promise<ResponseOf<E>> {
  const given = (parts ?? {}) as { params?: Record<string, string>; body?: unknown; query?: unknown };
  return request<ResponseOf<E>>(
    endpoint.method,
    urlOf(endpoint, given as never),
    endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : (given.body ?? {}),
  );
}
