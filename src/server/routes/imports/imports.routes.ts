import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOTAL_COUNT_HEADER } from '../../../api/admin';
import {
  IMPORT_PATHS,
  importFileQuery,
  receivedImportFile,
  importHistory,
  importHistoryQuery,
  importIdParams,
  importJob,
  importJobDetail,
  newImportBody,
} from '../../../api/imports';
import {
  importHistory as history,
  importJobDetail as detail,
  newImportJob,
  receiveImportFile,
  startImportJob,
} from '../../services/imports/operator-imports';

/**
 * The operator's imports (the console's upload, an automated delivery with an operator's token):
 * a job, its files one PUT each (the body streamed to disk, never held in memory), its start,
 * its progress and report, the history. The console says it is the console (X-Bearing-Client);
 * anything else is the API.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // A delivered file is a stream of bytes of its own kind: passed through as it comes.
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));
  app.get(
    IMPORT_PATHS.jobs,
    { schema: { querystring: importHistoryQuery, response: { 200: importHistory } } },
    async (req, reply) => {
      const { reply: body, total } = await history(req.ctx, req.query.page ?? 0, req.query.size ?? 20);
      reply.header(TOTAL_COUNT_HEADER, String(total)).header('cache-control', 'no-store');
      return body;
    },
  );
  app.post(IMPORT_PATHS.jobs, { schema: { body: newImportBody, response: { 201: importJob } } }, async (req, reply) => {
    const via = req.headers['x-bearing-client'] === 'console' ? 'console' : 'api';
    return reply.status(201).send(await newImportJob(req.ctx, req.body, via));
  });
  app.get(IMPORT_PATHS.job, { schema: { params: importIdParams, response: { 200: importJobDetail } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return detail(req.ctx, req.params.id);
  });
  app.put(
    IMPORT_PATHS.file,
    { schema: { params: importIdParams, querystring: importFileQuery, response: { 201: receivedImportFile } } },
    async (req, reply) => {
      const got = await receiveImportFile(req.ctx, req.params.id, req.query.name, req.body as Readable);
      return reply.status(201).send(got);
    },
  );
  app.post(IMPORT_PATHS.start, { schema: { params: importIdParams, response: { 200: importJob } } }, async (req) =>
    startImportJob(req.ctx, req.params.id),
  );
};
