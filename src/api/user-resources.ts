import * as z from 'zod/mini';

/*
 * The user resources page's downloads (002 §2 User resources, §7): help documents and MARC
 * records. Main tenant only: another tenant's caller gets 403. Replies are files (no JSON body):
 * a PDF for help documents; MARC 21 as `.mrc` (ISO 2709, UTF-8), `.mrk` (MARC mnemonic), `.txt`
 * (readable listing) or `.xml` (MARCXML, MARC 21 slim namespace).
 */

/** GET ?title=&format=pdf */
export const HELP_DOCUMENT_PATH = '/api/documents/getHelpDocument';
/** GET ?title=&format=mrc|mrk|txt|xml */
export const MARC_DOCUMENT_PATH = '/api/documents/getMarcDocument';

/** The help documents of the Downloads block. */
export const HELP_DOCUMENTS = [
  'TERMS_OF_USE',
  'LICENSE_AGREEMENT',
  'STANDARDS_LINK_RESOLVERS',
  'DIGITAL_LIBRARY_TITLES',
] as const;
export type HelpDocumentTitle = (typeof HELP_DOCUMENTS)[number];
export const HELP_FORMATS = ['pdf'] as const;

/**
 * The journals MARC records are offered for (002 §2), with their fictional full titles and ISSNs (valid check digits).
 * Journal articles of the catalogue belong to a journal by their content id (id modulo the count).
 */
export const MARC_JOURNALS = [
  { code: 'ACEM', title: 'Annals of Construction and Engineered Materials', issn: '2999-0106' },
  { code: 'CCA', title: 'Concrete and Cementitious Assemblies', issn: '2999-0114' },
  { code: 'GTJ', title: 'Ground and Terrain Journal', issn: '2999-0122' },
  { code: 'JOTE', title: 'Journal of Test Engineering', issn: '2999-0130' },
  { code: 'JAI', title: 'Journal of Applied Inspection', issn: '2999-0149' },
  { code: 'JCTR', title: 'Journal of Coatings Technology and Reliability', issn: '2999-0157' },
  { code: 'JOFS', title: 'Journal of Failure Studies', issn: '2999-0165' },
  { code: 'MPC', title: 'Materials, Processing and Corrosion', issn: '2999-0173' },
  { code: 'SSMS', title: 'Sustainable Structures and Manufacturing Science', issn: '2999-0181' },
] as const;

/** Journals by code, then the two book collections. */
export const MARC_TITLES = [...MARC_JOURNALS.map((j) => j.code), 'MANUALS', 'STP'] as const;
export type MarcTitle = (typeof MARC_TITLES)[number];
export const MARC_FORMATS = ['mrc', 'mrk', 'txt', 'xml'] as const;
export type MarcFormat = (typeof MARC_FORMATS)[number];

export const helpDocumentQuery = z.lazy(() =>
  z.object({ title: z.enum(HELP_DOCUMENTS), format: z._default(z.enum(HELP_FORMATS), 'pdf') }),
);
export type HelpDocumentQuery = z.infer<typeof helpDocumentQuery>;
export const marcDocumentQuery = z.lazy(() => z.object({ title: z.enum(MARC_TITLES), format: z.enum(MARC_FORMATS) }));
export type MarcDocumentQuery = z.infer<typeof marcDocumentQuery>;

/** The file name a download is saved under. */
export const marcFileName = (title: MarcTitle, format: MarcFormat) => `bearing-marc-${title.toLowerCase()}.${format}`;
export const helpFileName = (title: HelpDocumentTitle) => `bearing-${title.toLowerCase().replace(/_/g, '-')}.pdf`;
