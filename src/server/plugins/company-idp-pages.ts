import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPANY_IDP_PEOPLE } from '../seed/company-idp';
import type { OidcInteraction, OidcProvider } from './oidc-providers';
import { grantRequested } from './oidc-consent';
import { PAGE_CSP, loadSignInStrings, renderMessagePage, renderSignInPage } from './signin-page';

/*
 * The company IdP's own sign-in page and consent step (plugins/company-idp.ts). It reuses the
 * sign-in page's renderer, but is another site: its form posts here, and the sign-in ends in a
 * redirect to Bearing's callback, so the policy's form-action allows any http(s) target (a
 * browser checks form-action on every redirect after a form post).
 */
const IDP_CSP = PAGE_CSP.replace("form-action 'self'", "form-action 'self' http: https:");

const MAX_BODY = 16 * 1024;

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': IDP_CSP,
  });
  res.end(html);
}

function redirect(res: ServerResponse, to: string) {
  res.writeHead(303, { location: to, 'cache-control': 'no-store' });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_BODY) break;
  }
  return new URLSearchParams(body);
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The entry with this e-mail and password in the directory of the client's company, or undefined. */
export function companyIdpPerson(email: string, password: string, clientId: string) {
  const person = COMPANY_IDP_PEOPLE.find((p) => p.clientId === clientId && p.email.toLowerCase() === email.trim().toLowerCase());
  return person && sameText(person.password, password) ? person : undefined;
}

async function page(res: ServerResponse, title: string, uid: string, failed?: { email: string }, loginHint?: string) {
  const { lang, dir, strings } = await loadSignInStrings(null);
  const html = renderSignInPage({
    lang,
    dir,
    strings: { ...strings, heading: strings.title },
    tenantTitle: title,
    logo: null,
    action: `/interaction/${encodeURIComponent(uid)}/login`,
    email: failed?.email ?? loginHint,
    error: Boolean(failed),
  });
  send(res, failed ? 401 : 200, html);
}

/**
 * Answers the IdP's interaction URLs; false for any other path (the provider's own endpoints).
 * The interaction cookie ties each step to the browser that started it. `titleOf` names the
 * company of the client that asked (each federating account is a client with its own directory).
 */
export async function companyIdpInteraction(
  provider: OidcProvider,
  req: IncomingMessage,
  res: ServerResponse,
  titleOf: (clientId: string) => string,
): Promise<boolean> {
  const m = /^\/interaction\/([\w-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0]);
  if (!m) return false;
  const [, uid, login] = m;
  let interaction: OidcInteraction;
  try {
    interaction = await provider.interactionDetails(req, res);
  } catch {
    interaction = null as unknown as OidcInteraction;
  }
  const l = await loadSignInStrings(null);
  if (!interaction || interaction.uid !== uid) {
    send(res, 400, renderMessagePage(l, l.strings.expiredTitle, l.strings.expiredText));
    return true;
  }
  const clientId = String(interaction.params.client_id ?? '');
  const title = titleOf(clientId);
  const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint.slice(0, 254) : undefined;
  if (!login && req.method === 'GET') {
    if (interaction.prompt.name === 'login') await page(res, title, uid, undefined, hint);
    else if (interaction.prompt.name === 'consent') {
      const grantId = await grantRequested(provider, interaction);
      redirect(res, await provider.interactionResult(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true }));
    } else send(res, 400, renderMessagePage(l, l.strings.problemTitle, l.strings.problemText));
    return true;
  }
  if (login && req.method === 'POST' && interaction.prompt.name === 'login') {
    const form = await readForm(req);
    const email = (form.get('email') ?? '').slice(0, 254);
    const person = companyIdpPerson(email, (form.get('password') ?? '').slice(0, 200), clientId);
    if (!person) await page(res, title, uid, { email });
    else
      redirect(
        res,
        await provider.interactionResult(
          req,
          res,
          { login: { accountId: person.sub, amr: ['pwd'] } },
          { mergeWithLastSubmission: false },
        ),
      );
    return true;
  }
  send(res, 405, renderMessagePage(l, l.strings.problemTitle, l.strings.problemText));
  return true;
}
