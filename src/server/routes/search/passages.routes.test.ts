import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../../../tests/helpers/demo-app';
import { serviceContext, signedIn } from '../../../../tests/helpers/service-context';
import { mayViewText } from '../../services/content-access/require-content';
import { requireScope } from '../../services/scope';
import { PASSAGE_MARKS_MAX, PASSAGE_TEXT_MAX, searchReply, searchResultItem, type SearchResultItem } from '../../../api/search';

/*
 * The passage that explains a result, on the demo catalogue. Ivy's account (semantic flag)
 * subscribes MSA, KES, HMI and TMB; Leo's account must accept its licence agreement first.
 */

let d: DemoApp;
let ivy: Record<string, string>;
const IVY_PUBLISHERS = ['MSA', 'KES', 'HMI', 'TMB'];

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  d.app.inject({ method: 'POST', url, headers, payload: payload as object });
const results = async (url: string, headers: Record<string, string>, payload: unknown) => {
  const res = await post(url, headers, payload);
  expect(res.statusCode).toBe(200);
  return searchReply.parse(res.json()).result;
};
const marked = (r: SearchResultItem) => r.passage?.marks.map((m) => r.passage!.text.slice(m.start, m.end).toLowerCase()) ?? [];

/** Every mark inside its text, sorted and apart; the text and the marks within the contract's limits. */
function expectWellFormed(items: SearchResultItem[]) {
  for (const { passage } of items) {
    if (!passage) continue;
    expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_TEXT_MAX);
    expect(passage.marks.length).toBeGreaterThan(0);
    expect(passage.marks.length).toBeLessThanOrEqual(PASSAGE_MARKS_MAX);
    let end = 0;
    for (const m of passage.marks) {
      expect(m.start).toBeGreaterThanOrEqual(end);
      expect(m.end).toBeGreaterThan(m.start);
      expect(m.end).toBeLessThanOrEqual(passage.text.length);
      end = m.end;
    }
    if (passage.source !== 'section') expect(passage).not.toHaveProperty('heading');
  }
}

beforeAll(async () => {
  d = await createDemoApp();
  ivy = await d.as('ivy@example.com');
}, 120_000);
afterAll(async () => d?.close());

describe('a semantic result shows the passage that matched, marked by offsets', () => {
  it("marks the thesaurus's terms for a site engineer's words", async () => {
    const items = await results('/api/semantic-search/v1/query?page=0&size=10', ivy, {
      keywords: 'rebar rusting inside concrete',
    });
    expect(items.length).toBeGreaterThan(0);
    expectWellFormed(items);
    const words = items.flatMap(marked);
    expect(words.length).toBeGreaterThan(0);
    // "rusting" reaches corrosion, oxidation and rust; "rebar" reaches reinforcing bar.
    expect(words.some((w) => /corrosion|oxidation|rust|reinforcing/.test(w))).toBe(true);
  });

  it("quotes the document's own words, from the section its heading names", async () => {
    const items = await results('/api/semantic-search/v1/query?page=0&size=10', ivy, { keywords: 'rusting pipes' });
    expectWellFormed(items);
    const quoted = items.filter((r) => r.passage?.source === 'section');
    expect(quoted.length).toBeGreaterThan(0);
    for (const r of quoted) {
      const sections = await d.db
        .selectFrom('document_sections')
        .innerJoin('documents', 'documents.id', 'document_sections.document_id')
        .select(['heading', 'body'])
        .where('documents.content_code', '=', r.contentCode)
        .execute();
      const collapse = (t: string) => t.replace(/\s+/g, ' ');
      const words = r.passage!.text.replace(/^…|…$/g, '');
      expect(sections.some((x) => x.heading === r.passage!.heading && collapse(x.body).includes(words))).toBe(true);
    }
  });
});

describe('a passage quotes a section only where the caller may open the document', () => {
  it('quotes sections of subscribed publishers and only descriptions or keywords of the others', async () => {
    // A document Ivy may not open, found by its own title.
    const ctc = await d.db
      .selectFrom('documents')
      .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
      .select('title')
      .where('publishers.code', '=', 'CTC')
      .orderBy('documents.id')
      .executeTakeFirstOrThrow();
    const items = [
      ...(await results('/api/semantic-search/v1/query?page=0&size=100', ivy, { keywords: ctc.title })),
      ...(await results('/api/semantic-search/v1/query?page=0&size=100', ivy, { keywords: 'steel' })),
    ];
    expectWellFormed(items);
    const entitled = items.filter((r) => IVY_PUBLISHERS.includes(r.publisherCode));
    const others = items.filter((r) => !IVY_PUBLISHERS.includes(r.publisherCode));
    expect(others.some((r) => r.passage)).toBe(true);
    expect(entitled.some((r) => r.passage?.source === 'section')).toBe(true);
    for (const r of others) expect(r.passage?.source).not.toBe('section');
  });

  it('quotes no section before the account has accepted its licence agreement', async () => {
    // Leo's account has no semantic search: the rule is the one every explained search applies.
    const leoId = (await d.db.selectFrom('users').select('id').where('email', '=', 'lca@example.com').executeTakeFirstOrThrow())
      .id;
    const scope = await requireScope(serviceContext(d.app, { auth: signedIn(leoId) }));
    expect(scope.entitled.length).toBeGreaterThan(0);
    const own = await d.db.selectFrom('documents').select('id').where('publisher_id', 'in', scope.entitled).limit(25).execute();
    const passages = await d.app.searchIndex.explain({
      keywords: 'steel',
      kind: 'semantic',
      documentIds: own.map((r) => r.id),
      mayReadText: mayViewText(scope),
    });
    expect(passages.size).toBeGreaterThan(0);
    for (const p of passages.values()) expect(p.source).not.toBe('section');
  });
});

describe('only semantic search explains its results', () => {
  it('all-text, keyword, designation and match-all searches carry no passage', async () => {
    for (const payload of [
      { keywords: 'steel', searchField: 'A' },
      { keywords: 'steel', searchField: 'K' },
      { keywords: 'A1', searchField: 'D' },
      { keywords: '*', searchField: 'A' },
    ])
      for (const r of await results('/api/documents/search?size=25', ivy, payload)) expect(r.passage).toBeUndefined();
  });
});

describe('the passage is optional in the contract, so either side may be older', () => {
  it('a result without a passage is valid, and a client that knows no passage drops it', () => {
    const item: SearchResultItem = {
      contentCode: 'c',
      designationNo: 'A1-20',
      documentTitle: 't',
      description: '',
      documentType: 'Standard',
      publisherName: 'p',
      publisherCode: 'P',
      status: 'Active',
      lastUpdateDate: null,
      publishDate: null,
      publishedOnlineDate: null,
      language: 'en-US',
      translations: [],
      connections: [],
      supplements: [],
    };
    expect(searchResultItem.parse(item)).toEqual(item);
    const withPassage = { ...item, passage: { text: 'rust', marks: [{ start: 0, end: 4 }], source: 'description' } };
    expect(searchResultItem.parse(withPassage).passage?.text).toBe('rust');
  });
});
