import type { FastifyInstance } from 'fastify';
import { ImportRunner } from '../services/imports/runner';

/*
 * The node's import runner (services/imports/runner.ts), started with the server and stopped
 * before it closes: a job it was running is left to its lease, and another node (or this one
 * after a restart) finishes it. IMPORT_RUNNER=0 keeps a node out of imports.
 */
export function registerImportRunner(app: FastifyInstance): void {
  if (process.env.IMPORT_RUNNER === '0') return;
  const runner = new ImportRunner(app);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
}
