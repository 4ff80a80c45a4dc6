import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILE_EXISTS_HEADER,
  HTML_COMPARISON_PATH,
  HTML_RESULT_CHECK_PATH,
  HTML_RESULT_PATH,
  PDF_COMPARISON_PATH,
  REDLINE_PATH,
  htmlComparisonQuery,
  htmlComparisonReply,
  htmlResultReply,
  pdfComparisonQuery,
  pdfComparisonReply,
  redlineParams,
} from '../../../api/compare';
import {
  checkHtmlComparison,
  htmlComparisonResult,
  pdfComparison,
  redlineFile,
  requestHtmlComparison,
} from '../../services/compare';
import { JOB_HAND_BACK_MS, resumeCompareJobs, settleCompareJobs } from '../../services/compare-jobs';

/** The comparison's state as the reply; whether its file exists also in the header the client reads. */
function withFileExists<T extends { fileExists: boolean }>(reply: FastifyReply, state: T): T {
  reply.header(FILE_EXISTS_HEADER, state.fileExists ? 'Y' : 'N');
  return state;
}

/** Version compare (001 §7): PDF comparison, HTML comparison job and its result check, redline download. */
export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  // Jobs left queued or lost by a stopped node start again; closing waits a little for the ones
  // running here and hands the rest back to the queue for another node.
  app.addHook('onReady', async () => {
    await resumeCompareJobs(app).catch((err) => app.log.error({ err }, 'resuming compare jobs failed'));
  });
  app.addHook('onClose', async () => {
    await settleCompareJobs(app, JOB_HAND_BACK_MS);
  });

  app.get(
    PDF_COMPARISON_PATH,
    { config: { content: 'download' }, schema: { querystring: pdfComparisonQuery, response: { 200: pdfComparisonReply } } },
    async (req) => pdfComparison(req.ctx, req.query),
  );

  // Starting the HTML comparison and checking on it answer alike: the job's state, and whether its file exists.
  const htmlComparisonState = {
    config: { content: 'download' },
    schema: { querystring: htmlComparisonQuery, response: { 200: htmlComparisonReply } },
  } as const;
  app.post(HTML_COMPARISON_PATH, htmlComparisonState, async (req, reply) =>
    withFileExists(reply, await requestHtmlComparison(req.ctx, req.query)),
  );
  app.get(HTML_RESULT_CHECK_PATH, htmlComparisonState, async (req, reply) =>
    withFileExists(reply, await checkHtmlComparison(req.ctx, req.query)),
  );

  app.get(
    HTML_RESULT_PATH,
    { config: { content: 'download' }, schema: { querystring: htmlComparisonQuery, response: { 200: htmlResultReply } } },
    async (req) => htmlComparisonResult(req.ctx, req.query),
  );

  app.get(REDLINE_PATH, { config: { content: 'download' }, schema: { params: redlineParams } }, async (req, reply) => {
    const { file, name } = await redlineFile(req.ctx, req.params.id);
    const size = (await fs.promises.stat(file)).size;
    return reply
      .type('application/pdf')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
      .send(fs.createReadStream(file));
  });
};
