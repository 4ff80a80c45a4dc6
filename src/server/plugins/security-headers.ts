import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/*
 * Browser security headers on every reply: the app shell, static files, the
 * API, document content, error replies, and the identity provider's pages (they are set on the raw
 * response at onRequest, so the provider's hijacked replies carry them too). Pages that need a
 * different policy (sign-in, video player, usage dashboard, document HTML) set their own header,
 * which replaces this one.
 */

/**
 * The app's Content Security Policy, directive by directive, with the reason for each source.
 * Exported for the tests and for pages that derive their own policy from it.
 */
export const APP_CSP: Record<string, string[]> = {
  // Anything not named below: our own origin only.
  'default-src': ["'self'"],
  // Only our own bundles: no inline script, no eval. The shell has no inline script (vite-plugin-pwa
  // registers from src/app/pwa with injectRegister off), zod runs jitless (lib/http.ts) and pdf.js
  // runs with isEvalSupported: false (lib/pdf.ts). The provider's own auto-submitting pages add
  // their script's hash to this directive themselves (oidc-provider's form_post).
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  /*
   * Styles: our stylesheet, plus inline styles. React's `style` props do not need this (they are
   * set through the CSSOM, which CSP does not govern). The HTML reader does: it renders the
   * sanitised document in a srcdoc frame, which inherits this policy, with its reading typography
   * in a <style> element and the publisher's own <style> elements and style attributes, which a
   * document needs to look as published (tables, figures, emphasis of normative text). What stays
   * open is CSS injection, which needs an HTML injection first: React escapes, the document HTML
   * is sanitised and sandboxed without scripts; scripts, the payload that matters, stay 'self'.
   */
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: and blob: for pdf.js (canvas snapshots, inline images), page previews and QR codes as
  // object URLs; https: because tenant logos, hero and subscription images are configuration and
  // may live on a publisher's CDN. An image runs nothing.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  // pdf.js may load a document's embedded fonts as data: URLs when the FontFace API declines them.
  'font-src': ["'self'", 'data:'],
  // The API and the embedded identity provider live on this origin (auth0-spa-js gets the page's
  // origin as its domain, src/app/lib/auth.ts; the tenant configuration names the same issuer).
  // An external issuer would have to be added here for the token calls.
  'connect-src': ["'self'"],
  // The pdf.js worker (an asset of our build) and the service worker, both from our origin.
  'worker-src': ["'self'"],
  // Frames we show: the video player and the usage dashboard, both pages of this origin.
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  // index.html sets <base href="/">; nothing may point the app's relative URLs elsewhere.
  'base-uri': ["'self'"],
  // The sign-in form and the provider's sign-out form post to this origin.
  'form-action': ["'self'"],
  // Nothing frames the app: auth0-spa-js runs without its iframe fallback, and clickjacking the
  // sign-out or a share dialog must not be possible. The two framed pages set 'self' themselves.
  'frame-ancestors': ["'none'"],
};

/**
 * Document HTML (the reader fetches it and renders it in its sandboxed frame): should the reply
 * ever be opened as a page itself, it renders sandboxed, in an opaque origin, with no script.
 */
export const DOCUMENT_HTML_CSP =
  "sandbox; default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/*
 * Helmet itself, not its Fastify plugin: the plugin calls `helmet(options)` for every request,
 * parsing the whole policy again each time, a cost every request paid under load. The headers are
 * the same for every reply, so the middleware is built once.
 */

/** Sets the security headers on every reply; call first, so even early refusals carry them. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    // Same as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    // Same-origin requests keep the referrer (and a same-origin form post its Origin), which the
    // sign-out check of plugins/oidc.ts reads in browsers without Sec-Fetch-Site; other sites learn
    // nothing, not even which document was open when a link in it was followed.
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only means something over HTTPS (browsers ignore it on http). Not for sub-domains: a
    // tenant's host is a name under the customer's domain, whose other hosts are not ours to bind.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    // Popups the app opens (e-learning, documents) are other sites and need no handle back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Our files are for our pages; another site may not embed them (document PDFs and previews
    // included). CORS requests, which the provider's endpoints answer, are not affected.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
}
