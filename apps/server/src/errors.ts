import type { FastifyError, FastifyInstance } from 'fastify';

/** The one error type of the server; the handler maps it to `{ error: { code, message, field } }`. */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status = 400,
    public readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function errorBody(code: string, message: string, field?: string) {
  return { error: field ? { code, message, field } : { code, message } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.code, err.message, err.field));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'));
    }
    if (status === 413) {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024;
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', `The request is too large: at most ${Math.floor(limit / 1024)} KB is accepted here.`));
    }
    if (status < 500) {
      const code = err.validation ? 'VALIDATION_ERROR' : (err.code ?? 'BAD_REQUEST');
      return reply.status(status).send(errorBody(code, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'An unexpected error occurred. Please try again.'));
  });
}

/** Parses a request part with a zod schema; a bad value stops with 400 VALIDATION_ERROR naming the first problem. */
export function parseRequest<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } } }, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  throw new AppError('VALIDATION_ERROR', issue?.message ?? 'The request is not valid.', 400, field);
}
