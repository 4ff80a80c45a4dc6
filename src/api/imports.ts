import * as z from 'zod/mini';

/*
 * Content import (Bearing's own calls; the spec leaves the server "not shown"): the platform
 * operator loads a publisher's delivery (STS XML, PDF, a manifest, ZIP archives of them) from
 * the console or from an automated delivery holding an operator's access token. A job is made,
 * its files uploaded one request each, then started; a node of the service runs it and the
 * report fills in file by file. Every import, from the command line too, is in the history.
 */

export const IMPORT_PATHS = {
  /** GET the history (page, size; total in x-total-count) with the publishers an import may name; POST a new job. */
  jobs: '/api/admin/imports',
  /** GET one job with its per-file report. */
  job: '/api/admin/imports/:id',
  /** PUT ?name=<file name>: one file of the delivery, as the request body (application/octet-stream). */
  file: '/api/admin/imports/:id/files',
  /** POST: the upload is complete; the job is queued. */
  start: '/api/admin/imports/:id/start',
} as const;
export const importJobPath = (id: string) => `/api/admin/imports/${encodeURIComponent(id)}`;
export const importFilePath = (id: string) => `/api/admin/imports/${encodeURIComponent(id)}/files`;
export const importStartPath = (id: string) => `/api/admin/imports/${encodeURIComponent(id)}/start`;

/** What an import may be given: files, folders' worth of files, ZIP archives. */
export const IMPORT_ACCEPT = '.xml,.pdf,.zip,.csv,.json,.png,.jpg,.jpeg,.gif,.svg,.webp,.tif,.tiff';
/** One uploaded file at most; a bigger delivery comes as several files or by the command line. */
export const IMPORT_FILE_MAX_BYTES = 2 * 1024 ** 3;
/** Files one job may hold. */
export const IMPORT_FILES_MAX = 5000;

export const importState = z.enum(['receiving', 'queued', 'running', 'done', 'failed']);
export type ImportState = z.infer<typeof importState>;
export const importFileStatus = z.enum(['imported', 'updated', 'unchanged', 'refused']);
export type ImportFileStatus = z.infer<typeof importFileStatus>;

export const importJob = z.lazy(() =>
  z.object({
    id: z.string(),
    source: z.enum(['cli', 'console', 'api', 'seed']),
    label: z.string(),
    state: importState,
    publisherCode: z.nullable(z.string()),
    fileCount: z.number(),
    imported: z.number(),
    updated: z.number(),
    unchanged: z.number(),
    refused: z.number(),
    error: z.nullable(z.string()),
    createdAt: z.string(),
    startedAt: z.nullable(z.string()),
    finishedAt: z.nullable(z.string()),
  }),
);
export type ImportJob = z.infer<typeof importJob>;

export const importReportEntry = z.lazy(() =>
  z.object({
    file: z.string(),
    /** Null while the file waits its turn. */
    status: z.nullable(importFileStatus),
    contentCode: z.nullable(z.string()),
    pages: z.nullable(z.number()),
    reason: z.nullable(z.string()),
  }),
);
export type ImportReportEntry = z.infer<typeof importReportEntry>;

export const importJobDetail = z.lazy(() => z.object({ job: importJob, files: z.array(importReportEntry) }));
export type ImportJobDetail = z.infer<typeof importJobDetail>;

export const importHistory = z.lazy(() =>
  z.object({
    jobs: z.array(importJob),
    publishers: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);
export type ImportHistory = z.infer<typeof importHistory>;

export const importHistoryQuery = z.lazy(() =>
  z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  }),
);

export const newImportBody = z.lazy(() =>
  z.object({
    /** The publisher of documents whose metadata names none or one Bearing does not know. */
    publisher: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
    label: z.optional(z.string().check(z.maxLength(200))),
  }),
);
export const importIdParams = z.lazy(() => z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) }));
/** What the upload of one file answers: the name it is kept under and its size in bytes. */
export const receivedImportFile = z.lazy(() => z.object({ name: z.string(), size: z.number() }));
export const importFileQuery = z.lazy(() => z.object({ name: z.string().check(z.minLength(1), z.maxLength(255)) }));

/** Refusals of the import calls (their detail names what to change). */
export const ImportError = {
  notReceiving: 'error.import.notReceiving',
  tooManyFiles: 'error.import.tooManyFiles',
  fileTooLarge: 'error.import.fileTooLarge',
  badName: 'error.import.badName',
  empty: 'error.import.empty',
  unknownPublisher: 'error.import.unknownPublisher',
} as const;
