import { MARC_JOURNALS, type HelpDocumentTitle } from '../../api/user-resources';
import { countCurrentPublications, listCurrentPublications, listCurrentStandards } from '../repositories/marc-documents';
import { MAIN_PUBLISHER_CODE } from '../../api/documents';
import { renderHelpPdf, type HelpBlock } from './help-pdf';
import { renderLicencePdf } from './licence-pdf';
import { doiOf } from './marc/catalogue-records';
import type { ServiceContext } from './context';

/*
 * The help documents of the user resources' Downloads block (002 §2), generated for the demo:
 * fictional, Bearing-branded. The two lists are drawn from the catalogue, capped so a download
 * stays a few pages; the MARC records and the search carry the complete lists.
 */

const LIST_CAP = 250;

const TERMS: [string, string][] = [
  [
    'Who may use the library',
    'The library is for the registered users of subscribing organisations. Each user signs in with personal credentials; sharing them is not allowed.',
  ],
  [
    'What you may do',
    'Search, read and download the documents your organisation subscribes to, print extracts for your work, and share documents with colleagues of your account through the sharing features.',
  ],
  [
    'What you may not do',
    'Redistribute documents outside your organisation, post them on public networks, remove designations or notices, or copy the catalogue in bulk by automated means.',
  ],
  [
    'Currency of documents',
    'Always check that the edition you rely on is current. The library marks historical, withdrawn and replaced editions.',
  ],
  [
    'Privacy',
    'The library records document opens, downloads and searches per account so administrators can see usage reports. It does not sell or share this data.',
  ],
  [
    'Changes',
    'These terms may change; the version in the library is the one that applies. This document is part of a demonstration and describes a fictional service.',
  ],
];

/** A table block: its column titles with their widths in points, left to right, then its rows. */
function table(columns: Record<string, number>, rows: string[][]): HelpBlock {
  return { kind: 'table', columns: Object.entries(columns).map(([title, width]) => ({ title, width })), rows };
}

async function digitalLibraryTitles(ctx: ServiceContext): Promise<HelpBlock[]> {
  const db = ctx.db;
  const counts = await countCurrentPublications(db, ['Journal', 'Manual', 'Symposium', 'Book']);
  const books = [
    ...(await listCurrentPublications(db, 'Manual', LIST_CAP)),
    ...(await listCurrentPublications(db, 'Symposium', LIST_CAP)),
    ...(await listCurrentPublications(db, 'Book', LIST_CAP)),
  ].slice(0, LIST_CAP);
  return [
    {
      kind: 'paragraph',
      text: 'The journals, manuals, monographs and selected technical papers (STP) of the digital library, with the identifiers a link resolver or a knowledge base needs.',
    },
    { kind: 'heading', text: 'Journals' },
    table(
      { Code: 60, Title: 300, 'ISSN (online)': 135 },
      MARC_JOURNALS.map((j) => [j.code, j.title, j.issn]),
    ),
    { kind: 'heading', text: 'Manuals, monographs and STP' },
    {
      kind: 'paragraph',
      text: `Current editions: ${counts.get('Manual') ?? 0} manuals, ${counts.get('Book') ?? 0} monographs, ${counts.get('Symposium') ?? 0} STP papers.${books.length === LIST_CAP ? ` The first ${LIST_CAP} are listed.` : ''}`,
    },
    table(
      { Designation: 110, Title: 240, DOI: 145 },
      books.map((b) => [b.designation_no, b.title, doiOf(b)]),
    ),
  ];
}

async function standardsLinkResolvers(ctx: ServiceContext): Promise<HelpBlock[]> {
  const origin = ctx.tenant!.origin;
  const standards = await listCurrentStandards(ctx.db, MAIN_PUBLISHER_CODE, LIST_CAP);
  return [
    {
      kind: 'paragraph',
      text: 'Link resolvers and catalogues can point straight at a standard. The address names the designation; with a year the exact edition opens, without it the current one.',
    },
    table({ Pattern: 150, Example: 345 }, [
      ['Current edition', `${origin}/Standards/{designation}`],
      ['Historical edition', `${origin}/Standards/historical/{designation}-{yy}`],
      ['Withdrawn edition', `${origin}/Standards/withdrawn/{designation}-{yy}`],
      ['Publication', `${origin}/DIGITAL_LIBRARY/{designation}`],
    ]),
    { kind: 'heading', text: 'Current standards' },
    table(
      { Designation: 90, Title: 235, Link: 170 },
      standards.map((s) => [s.designation_no, s.title, `${origin}/Standards/${s.designation_no}`]),
    ),
  ];
}

/** The PDF of one help document. */
export async function buildHelpDocument(ctx: ServiceContext, title: HelpDocumentTitle): Promise<Uint8Array> {
  switch (title) {
    case 'LICENSE_AGREEMENT':
      return renderLicencePdf(ctx.tenant!.name);
    case 'TERMS_OF_USE':
      return renderHelpPdf(
        'Terms of use',
        TERMS.flatMap(([h, p]): HelpBlock[] => [
          { kind: 'heading', text: h },
          { kind: 'paragraph', text: p },
        ]),
      );
    case 'STANDARDS_LINK_RESOLVERS':
      return renderHelpPdf('List of standards with link resolvers', await standardsLinkResolvers(ctx));
    case 'DIGITAL_LIBRARY_TITLES':
      return renderHelpPdf('List of digital library titles', await digitalLibraryTitles(ctx));
  }
}
