import { ENTITLED_SEARCH_PATH } from '../../src/api/search';
import { METADATA_PATH, PDF_PATH } from '../../src/api/documents';
import { DEMO_PASSWORD } from '../../src/server/seed/people';
import { renewOverHttp, signInOverHttp, type SignedIn } from './http-sign-in';
import type { LoadSession, Vocabulary } from './mix';

/*
 * The load's users: demo subscribers of four accounts (individual and company users, with and
 * without compass points), each signed in over HTTP from an address of its own, as a company's
 * people would be, with the documents their account may read.
 */

export const LOAD_USERS: Array<{ email: string; compassPoints: boolean }> = [
  ...[
    'ivy@example.com',
    'owen.hale@example.com',
    'priya.nandakumar@example.com',
    'tomas.reed@example.com',
    'grace.whitfield@example.com',
  ].map((email) => ({ email, compassPoints: true })),
  ...['cpadmin@example.com', 'felix.grant@example.com'].map((email) => ({ email, compassPoints: true })),
  ...['ben.ortiz@example.com', 'hana.sato@example.com', 'carl@example.com', 'june.abara@example.com'].map((email) => ({
    email,
    compassPoints: false,
  })),
];

export interface LoadDoc {
  contentCode: string;
  contentId: number;
  pdfSize: number;
}

async function entitledDocs(base: string, headers: Record<string, string>): Promise<LoadDoc[]> {
  const res = await fetch(`${base}${ENTITLED_SEARCH_PATH}?page=0&size=40`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ keywords: '*' }),
  });
  const { result } = (await res.json()) as { result: Array<{ contentCode: string }> };
  const docs: LoadDoc[] = [];
  for (const { contentCode } of result.slice(0, 20)) {
    const meta = (await (
      await fetch(`${base}${METADATA_PATH}?contentCode=${encodeURIComponent(contentCode)}`, { headers })
    ).json()) as { contentId: number };
    const head = await fetch(`${base}${PDF_PATH}?contentCode=${encodeURIComponent(contentCode)}`, {
      headers: { ...headers, range: 'bytes=0-0' },
    });
    await head.arrayBuffer();
    const size = Number(/\/(\d+)$/.exec(head.headers.get('content-range') ?? '')?.[1] ?? 0);
    if (head.status === 206 && size > 0) docs.push({ contentCode, contentId: meta.contentId, pdfSize: size });
  }
  return docs;
}

/** Signs every load user in `perUser` times and gathers their documents and search words. */
export async function prepareSessions(
  base: string,
  perUser: number,
): Promise<{ sessions: LoadSession[]; words: Vocabulary; signedIn: SignedIn[] }> {
  const sessions: LoadSession[] = [];
  const signedIn: SignedIn[] = [];
  let n = 0;
  for (const user of LOAD_USERS) {
    let docs: LoadDoc[] | null = null;
    for (let i = 0; i < perUser; i++) {
      n++;
      const signed = await signInOverHttp(base, user.email, DEMO_PASSWORD, { forwardedFor: `203.0.113.${n}` });
      docs ??= await entitledDocs(base, signed.headers);
      if (!docs.length) continue;
      // The session's headers are the signed-in object's own, so a renewal reaches every later request.
      sessions.push({ email: user.email, headers: signed.headers, docs, compassPoints: user.compassPoints });
      signedIn.push(signed);
    }
  }
  const titles = await fetch(`${base}${ENTITLED_SEARCH_PATH}?page=0&size=100`, {
    method: 'POST',
    headers: { ...sessions[0].headers, 'content-type': 'application/json' },
    body: JSON.stringify({ keywords: '*' }),
  }).then((r) => r.json() as Promise<{ result: Array<{ documentTitle: string }> }>);
  const words = [
    ...new Set(titles.result.flatMap((d) => d.documentTitle.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 5)),
  ];
  return { sessions, words, signedIn };
}

/**
 * Keeps every session signed in through a run longer than an access token lives (a soak): renews
 * each token every `everyMs`, as the app renews before expiry. Returns the stop function.
 */
export function keepSessionsFresh(base: string, signedIn: SignedIn[], everyMs = 240_000): () => void {
  const timer = setInterval(() => {
    for (const s of signedIn) renewOverHttp(base, s).catch((err: Error) => console.error(`[load] ${err.message}`));
  }, everyMs);
  return () => clearInterval(timer);
}
