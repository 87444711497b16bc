/**
 * Thrown by `unwrap` for those who prefer exceptions, and by the `each…` iterators when a page fails: the API error
 * (`code`, `status`, `message`, `fields`, `retryable`, `requestId`) as an `Error`. Its own module: the lazily loaded resources'
 * iterators throw it too, and share it with the `createClient` entry as a chunk of its own, this class alone.
 */
export class DealgrowError extends Error {
  declare readonly code: string;
  declare readonly status: number;
  declare readonly fields?: Record<string, string>;
  declare readonly retryable: boolean;
  /** The server's id of the request, when it answered one (`X-Request-Id`): quote it to the server's operators. */
  declare readonly requestId?: string;

  /** `error`: an `ApiError` (result.ts; not imported here, which imports this module). */
  constructor(error: {
    code: string;
    status: number;
    message: string;
    fields?: Record<string, string>;
    retryable: boolean;
    requestId?: string;
  }) {
    super(error.message);
    this.name = 'DealgrowError';
    Object.assign(this, error);
  }
}
