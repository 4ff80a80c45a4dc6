/*
 * The user resources page (002 §2 User resources, §9): its sections and subsections in order,
 * what each lists, and the scroll offset of the side index. Texts are i18n keys under `resources`.
 */

export const LIBRARY_SUBSECTIONS = ['counter', 'discovery', 'marc', 'doi', 'reprints', 'shibboleth', 'adfs'] as const;
export type LibrarySubsection = (typeof LIBRARY_SUBSECTIONS)[number];

export const RESOURCE_SECTIONS = ['library', 'admins', 'authors', 'researchers', 'tips'] as const;
export type ResourceSection = (typeof RESOURCE_SECTIONS)[number];

/** COUNTER/SUSHI questions, in the spec's order. */
export const COUNTER_TOPICS = ['what', 'how', 'often', 'long', 'version', 'complaint', 'reference'] as const;

/** Discovery services by the spec's keys, with how their names are written. */
export const DISCOVERY_VENDORS = [
  ['clarivate', 'Clarivate'],
  ['compendex', 'Compendex'],
  ['ebsco', 'EBSCO'],
  ['exlibris', 'Ex Libris'],
  ['googleScholar', 'Google Scholar'],
  ['inspec', 'Inspec'],
  ['oclc', 'OCLC'],
  ['proquest', 'ProQuest'],
  ['scopus', 'Scopus'],
  ['tdnet', 'TDNet'],
] as const;

/** DOI structures per content type (the demo's example prefix 10.5555 resolves nowhere). */
export const DOI_STRUCTURES = [
  ['journals', '10.5555/JMT{yyyy}{nnnnn}'],
  ['monographs', '10.5555/BK{n}-{yy}'],
  ['monographChapters', '10.5555/BK{n}-{yy}-CH{cc}'],
  ['stps', '10.5555/STP{n}-{yy}'],
  ['stpPapers', '10.5555/SYM{n}-{yy}'],
  ['manuals', '10.5555/MNL{n}-{yy}'],
  ['manualChapters', '10.5555/MNL{n}-{yy}-CH{cc}'],
] as const;

export const REPRINT_POINTS = ['single', 'bulk', 'course', 'intranet', 'translation', 'contact'] as const;
export const AUTHOR_TOOLS = [
  ['guide', 'https://authors.bearing.example/guide'],
  ['templates', 'https://authors.bearing.example/templates'],
  ['review', 'https://authors.bearing.example/peer-review'],
] as const;
export const RESEARCHER_LINKS = [
  ['students', 'https://learn.bearing.example/students'],
  ['professors', 'https://learn.bearing.example/professors'],
  ['citations', 'https://learn.bearing.example/citing-standards'],
  ['programs', 'https://learn.bearing.example/university-programs'],
] as const;
export const TIP_ARTICLES = [
  ['career', 'https://blog.bearing.example/standards-career'],
  ['committee', 'https://blog.bearing.example/joining-a-committee'],
  ['reading', 'https://blog.bearing.example/reading-a-standard'],
  ['changes', 'https://blog.bearing.example/tracking-revisions'],
] as const;
export const TRAINING_PDF_URL = 'https://learn.bearing.example/bearing-training.pdf';

/** Sections and subsections a tenant sees: MARC records only for the main tenant (002 §6). */
export function visibleSubsections(isMainTenant: boolean): LibrarySubsection[] {
  return LIBRARY_SUBSECTIONS.filter((s) => s !== 'marc' || isMainTenant);
}

/** 002 §9: the index scrolls to a section with an offset of about 150 px, 190 px from 992 px wide. */
export const SCROLL_BREAKPOINT = 992;
export function scrollOffset(viewportWidth: number): number {
  return viewportWidth >= SCROLL_BREAKPOINT ? 190 : 150;
}

/** Where the window scrolls so the section's top sits `offset` below the viewport top. */
export function scrollTarget(sectionTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(sectionTop + scrollY - offset));
}

/** An e-mail link with a subject for the administrators' tools. */
export function mailLink(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
