import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_SCOPE } from '../../api/sign-in';
import { providerSessionAuth } from './provider-session';
import { audienceFor, clientIdFor } from './oidc-config';

/** Where the build puts the signed-out start page (vite.config.ts builds src/app/signed-out). */
export const SIGNED_OUT_PAGE = path.join('src', 'app', 'signed-out', 'index.html');

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page a browser with no sign-in gets for `/` instead of the app shell: only the sign-in
 * library, which starts the app's own sign-in at once (src/app/signed-out/start.ts). Null when
 * the app shell is the answer: a live provider session (the app signs in from it without the
 * form), an unknown host, or no built page.
 */
export function signedOutStart(distDir: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async (req: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const tenant = req.tenant;
    if (!tenant) return null;
    const file = path.join(distDir, SIGNED_OUT_PAGE);
    if (!fs.existsSync(file)) return null;
    if (await providerSessionAuth(req, reply)) return null;
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    const metas = {
      'bearing-client-id': clientIdFor(tenant.id),
      'bearing-audience': audienceFor(tenant.origin),
      'bearing-callback': SIGN_IN_CALLBACK_PATH,
      'bearing-scope': SIGN_IN_SCOPE,
    };
    const tags = Object.entries(metas)
      .map(([name, content]) => `<meta name="${name}" content="${escape(content)}" />`)
      .join('');
    return cached.html.replace('</head>', `${tags}</head>`);
  };
}
