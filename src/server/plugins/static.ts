import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '../../api/errors';

// Paths the server answers itself; a miss there is a real 404, never the app shell.
const SERVER_PREFIXES = ['/api/', '/login/', '/authorize', '/oauth/', '/oidc/', '/interaction/', '/v2/', '/.well-known/', '/i18n/', '/assets/', '/tenant-assets/', '/icons/'];

/** Serves the built PWA: hashed assets for a year, the shell and service worker always revalidated. */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const root = app.config.distDir;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'no built PWA found; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, file) {
      const rel = path.relative(root, file);
      if (rel.startsWith('assets' + path.sep)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  const shell = fs.readFileSync(indexFile);
  // Every app route (and any unknown path, which the app answers with its fallback screen) gets the shell.
  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0];
    if (SERVER_PREFIXES.some((p) => url.startsWith(p))) {
      return reply.status(404).send({ status: 404, title: 'Not Found', message: ErrorCode.notFound });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
  });
  app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell));
}
