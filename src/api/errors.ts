import * as z from 'zod/mini';

/*
 * The one error shape (000 §8). The client's central handler reads, in order: an explicit
 * message, status 0, the app-error header on 400, field errors, 404, the server message.
 */

/** Header carrying an i18n key for a 400 (e.g. `error.validation`). */
export const APP_ERROR_HEADER = 'x-bearing-error';
/** Header naming the entity a 400 concerns. */
export const APP_PARAMS_HEADER = 'x-bearing-params';

export const fieldError = z.lazy(() =>
  z.object({
    objectName: z.string(),
    field: z.string(),
    /** Validation kind; Min, Max, DecimalMin and DecimalMax are shown as a Size message. */
    message: z.string(),
  }),
);
export type FieldError = z.infer<typeof fieldError>;

export const errorReply = z.lazy(() =>
  z.object({
    status: z.number().check(z.int()),
    title: z.string(),
    message: z.string(),
    detail: z.optional(z.string()),
    fieldErrors: z.optional(z.array(fieldError)),
    params: z.optional(z.string()),
  }),
);
export type ErrorReply = z.infer<typeof errorReply>;

/** Stable error codes the server answers with; the client maps them to i18n keys. */
export const ErrorCode = {
  validation: 'error.validation',
  notFound: 'error.notFound',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  unknownTenant: 'error.unknownTenant',
  accountIdNotExist: 'account id not exist',
  notFoundContent: 'Not found Content',
  cannotFindContent: 'Can not find content',
  trackerUnavailable: 'Tracker Service Unavailable',
  tooLargeToCompare: 'The documents are too large to be compare',
  /** 503 with Retry-After: the node is overloaded; try again shortly. */
  overloaded: 'error.overloaded',
  /** 403 on a content call (PDF, HTML, download, compare…) until the account accepts its licence agreement. */
  licenceNotAccepted: 'error.licenceNotAccepted',
} as const;
