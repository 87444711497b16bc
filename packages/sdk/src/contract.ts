import type { operations } from './generated/openapi.ts';

/** Every operation the server declares, by its operationId. */
export type OperationId = keyof operations;

/** The `application/json` body of a request or response declaration. */
export type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The JSON body an operation takes. */
export type RequestBody<K extends OperationId> = operations[K] extends { requestBody: infer Body }
  ? JsonContent<Body>
  : operations[K] extends { requestBody?: infer Body }
    ? JsonContent<NonNullable<Body>>
    : never;

/** Every declared answer of an operation, by status code. */
export type Responses<K extends OperationId> = operations[K]['responses'];

/** The data a successful call of an operation answers with (200, 201, 202, or nothing for 204). */
export type ResponseData<K extends OperationId> = 200 extends keyof Responses<K>
  ? JsonContent<Responses<K>[200]>
  : 201 extends keyof Responses<K>
    ? JsonContent<Responses<K>[201]>
    : 202 extends keyof Responses<K>
      ? JsonContent<Responses<K>[202]>
      : undefined;

/** The query parameters an operation reads. */
export type QueryOf<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Query } ? NonNullable<Query> : never;
