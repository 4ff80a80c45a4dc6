import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '../../api/errors';
import { firstPageFor, firstPageMarkup, firstPageTarget, type FirstPage } from '../services/first-page/first-page-shell';
import { providerSessionAuth } from './provider-session';
import { signedOutStart } from './signed-out-start';

// Paths the server answers itself; a miss there is a real 404, never the app shell.
const SERVER_PREFIXES = [
  '/api/',
  '/login/',
  '/authorize',
  '/oauth/',
  '/oidc/',
  '/interaction/',
  '/v2/',
  '/sso/',
  '/.well-known/',
  '/i18n/',
  '/assets/',
  '/tenant-assets/',
  '/icons/',
  '/docs/',
];

/** Serves the built PWA: hashed assets for a year, the shell and service worker always revalidated. */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const root = app.config.distDir;
  // `serve: false`: files are looked up per request, so a rebuild is served without a restart.
  // cacheControl false: the handler below sets the header per kind of file.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  const sendShell = (reply: FastifyReply) => {
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index))
      return reply.status(503).type('text/plain').send('The web app is not built yet: run npm start, which builds it.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };

  // A document link from a browser signed in at the provider but not yet running the app gets the
  // shell with page 1 already in it (services/first-page). It names the user: no cache keeps it.
  let shellText: { mtimeMs: number; html: string } | null = null;
  const sendDocumentShell = async (req: FastifyRequest, reply: FastifyReply) => {
    const firstPage = await signedInFirstPage(req, reply);
    const index = path.join(root, 'index.html');
    if (!firstPage || !fs.existsSync(index)) return sendShell(reply);
    const { mtimeMs } = fs.statSync(index);
    if (shellText?.mtimeMs !== mtimeMs) shellText = { mtimeMs, html: fs.readFileSync(index, 'utf8') };
    const html = shellText.html.replace(/<body([^>]*)>/, (body) => `${body}${firstPageMarkup(firstPage)}`);
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = decodeURIComponent(req.url.split('?')[0]);
    const rel = path.normalize(url).replace(/^([/\\])+/, '');
    const file = path.join(root, rel);
    if (rel && !rel.startsWith('..') && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = rel.startsWith('assets/');
      // Brotli/gzip siblings are chosen by Accept-Encoding, so shared caches must key on it.
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('vary', 'Accept-Encoding')
        .sendFile(rel);
    }
    if (SERVER_PREFIXES.some((p) => url.startsWith(p))) {
      return reply.status(404).send({ status: 404, title: 'Not Found', message: ErrorCode.notFound });
    }
    // Every app route (and any unknown path, which the app answers with its fallback screen) gets the shell.
    return sendDocumentShell(req, reply);
  };
  // A first visit with nobody signed in skips the app's start-up code on its way to the sign-in page.
  const signedOutPage = signedOutStart(root);
  app.get('/', async (req, reply) => {
    const page = await signedOutPage(req, reply);
    if (!page) return sendShell(reply);
    return reply.header('cache-control', 'no-store').header('vary', 'Cookie').type('text/html; charset=utf-8').send(page);
  });
  app.get('/*', handler);
}

/** Page 1 for a document link whose browser is signed in at the provider (the request acts for that session only here). */
async function signedInFirstPage(req: FastifyRequest, reply: FastifyReply): Promise<FirstPage | null> {
  const target = firstPageTarget(req.url);
  if (!target) return null;
  const auth = await providerSessionAuth(req, reply);
  if (!auth) return null;
  req.auth = auth;
  try {
    return await firstPageFor(req.ctx, target);
  } finally {
    req.auth = null;
  }
}
