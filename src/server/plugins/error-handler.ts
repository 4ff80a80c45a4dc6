import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { APP_ERROR_HEADER, APP_PARAMS_HEADER, ErrorCode, type ErrorReply, type FieldError } from '../../api/errors';
import { HttpError } from '../http-error';

/** Maps a zod issue code to the field-error kinds the client's handler knows (000 §8). */
function kindOf(issue: { code: string; origin?: string }): string {
  if (issue.code === 'too_small') return issue.origin === 'number' ? 'Min' : 'Size';
  if (issue.code === 'too_big') return issue.origin === 'number' ? 'Max' : 'Size';
  if (issue.code === 'invalid_type') return 'NotNull';
  if (issue.code === 'invalid_format') return 'Pattern';
  return issue.code;
}

/** The one error handler: every failure leaves the server in the shape the client expects. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, req, reply) => {
    let status = 500;
    let body: ErrorReply;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const entity = String((err as FastifyError).validationContext ?? 'body');
      const fieldErrors: FieldError[] = err.validation.map((v) => ({
        objectName: entity,
        field: (v.instancePath || '/').slice(1).replace(/\//g, '.') || String((v.params as any)?.issue?.path?.join('.') ?? ''),
        message: kindOf((v.params as any)?.issue ?? { code: v.keyword }),
      }));
      status = 400;
      body = { status, title: 'Bad Request', message: ErrorCode.validation, fieldErrors };
      reply.header(APP_ERROR_HEADER, ErrorCode.validation).header(APP_PARAMS_HEADER, entity);
    } else if (err instanceof HttpError) {
      status = err.statusCode;
      body = {
        status,
        title: err.opts.title ?? titleOf(status),
        message: err.message,
        detail: err.opts.detail,
        fieldErrors: err.opts.fieldErrors,
        params: err.opts.params,
      };
      if (err.opts.appError) reply.header(APP_ERROR_HEADER, err.opts.appError);
      if (err.opts.params) reply.header(APP_PARAMS_HEADER, err.opts.params);
      for (const [name, value] of Object.entries(err.opts.headers ?? {})) reply.header(name, value);
    } else if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'reply failed its contract');
      body = { status, title: titleOf(status), message: 'An unexpected error has occurred.' };
    } else if ((err as FastifyError).statusCode && (err as FastifyError).statusCode! < 500) {
      status = (err as FastifyError).statusCode!;
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type).
      body = { status, title: titleOf(status), message: err.message };
      if (status === 400) reply.header(APP_ERROR_HEADER, ErrorCode.validation);
    } else {
      req.log.error({ err }, 'unhandled error');
      body = { status, title: titleOf(status), message: 'An unexpected error has occurred.' };
    }
    reply.status(status).type('application/json').send(body);
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ status: 404, title: 'Not Found', message: ErrorCode.notFound, detail: `${req.method} ${req.url.split('?')[0]}` });
  });
}

function titleOf(status: number): string {
  return (
    (
      {
        400: 'Bad Request',
        401: 'Unauthorized',
        403: 'Forbidden',
        404: 'Not Found',
        409: 'Conflict',
        413: 'Payload Too Large',
        414: 'URI Too Long',
        429: 'Too Many Requests',
      } as Record<number, string>
    )[status] ?? 'Internal Server Error'
  );
}

/**
 * Errors Fastify raises while routing, before any hook or handler runs (a malformed URL, a path
 * parameter past its length): answered in the same one shape as every other error.
 */
export function frameworkErrorReply(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  reply
    .status(status)
    .type('application/json')
    .send({
      status,
      title: titleOf(status) === 'Internal Server Error' ? 'Bad Request' : titleOf(status),
      message: status === 400 ? ErrorCode.validation : err.message,
    });
}
