/**
 * The typed contract between server and web (decision 052): each endpoint is declared once, in the
 * module's `src/shared/<module>/api.ts`, with its method, path, the zod schemas of its body and query
 * (the same ones the forms resolve with), the not-found message of each id in its path, and the TYPE
 * of what it answers. The server implements it (`server/http/endpoint.ts`: the handler must return
 * that type), the web calls it (`web/lib/call.ts`: the call returns that type), so renaming a field
 * fails `tsc` on both sides. Who may call it stays in the module's access rules (its `module.ts`), so
 * the access table — read by every page of the web app — never pulls the schemas in.
 *
 *   export const okrApi = {
 *     updateObjective: endpoint<Objective>()({
 *       method: 'PATCH', path: '/api/okrs/objectives/:id', ids: { id: OBJECTIVE_NOT_FOUND },
 *       body: objectiveFormSchema,
 *     }),
 *   };
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** ':id' and ':token' segments of a path, as a union of their names. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R = unknown,
> = {
  readonly method: M;
  readonly path: P;
  readonly body?: B;
  readonly query?: Q;
  /**
   * Path params that are uuids, each with the PT-BR 'não encontrado' message a malformed one answers
   * (404, as for an id that does not exist). Params not listed (tokens) reach the handler as sent.
   */
  readonly ids?: Partial<Record<ParamNames<P>, string>>;
  /** 201 for a creation, 204 for an answer without a body; 200 by default. */
  readonly status?: 200 | 201 | 202 | 204;
  /** Type only: what the endpoint answers. Never set at run time. */
  readonly response?: R;
};

/** Declares an endpoint answering `R` (`null` for 204). Two calls so `R` is given and the rest inferred. */
export function endpoint<R>() {
  return <
    const M extends HttpMethod,
    const P extends string,
    B extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
  >(definition: {
    method: M;
    path: P;
    body?: B;
    query?: Q;
    ids?: Partial<Record<ParamNames<P>, string>>;
    status?: 200 | 201 | 202 | 204;
  }): Endpoint<M, P, B, Q, R> => definition;
}

export type AnyEndpoint = Endpoint<HttpMethod, string, z.ZodType | undefined, z.ZodType | undefined, unknown>;
export type ResponseOf<E> = E extends Endpoint<HttpMethod, string, infer _B, infer _Q, infer R> ? R : never;
type BodySchemaOf<E> = E extends Endpoint<HttpMethod, string, infer B, infer _Q, infer _R> ? B : never;
type QuerySchemaOf<E> = E extends Endpoint<HttpMethod, string, infer _B, infer Q, infer _R> ? Q : never;
/** What the server receives after validation (the schema's output). */
export type BodyOf<E> = BodySchemaOf<E> extends z.ZodType ? z.output<BodySchemaOf<E>> : undefined;
export type QueryOf<E> = QuerySchemaOf<E> extends z.ZodType ? z.output<QuerySchemaOf<E>> : undefined;
/** What the web sends (the schema's input). */
export type BodyInputOf<E> = BodySchemaOf<E> extends z.ZodType ? z.input<BodySchemaOf<E>> : undefined;
export type QueryInputOf<E> = QuerySchemaOf<E> extends z.ZodType ? z.input<QuerySchemaOf<E>> : undefined;
export type ParamsOf<E> = E extends { path: infer P extends string } ? PathParams<P> : never;

/** The path with its params filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta o parâmetro ${name} de ${path}`);
    return encodeURIComponent(value);
  });
}
