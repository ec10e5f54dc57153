import type { paths } from './paths.gen';

/** A route of the API as its OpenAPI document names it, e.g. `/api/invoice/invoices/{id}`. */
export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer D } } ? D : never;

/** The JSON body a route takes. */
export type ApiBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** The JSON reply of a route's success (its 200 or 201). */
export type ApiReply<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer Ok }
      ? Json<Ok>
      : R extends { 201: infer Created }
        ? Json<Created>
        : never
    : never;

/** A route's query parameters. */
export type ApiQuery<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
