import type { Selectable } from 'kysely';
import type { DocumentLinkTable, DocumentTable, FamilyTable } from '../db/schema';
import { Rng } from './rng';
import { PUBLISHERS, type SeedPublisher } from './orgs';
import { TOPICS, type Topic } from './vocab';
import { draftSections, reviseSections, toSectionRows, type DraftSection, type SectionRow, type Subject } from './sections';
import { sectionPageCount } from './layout';
import { TaxonomyIndex, type Tree } from './taxonomy';
import {
  LANGUAGES,
  STANDARD_KINDS,
  contentCodeOf,
  editionDates,
  editionYears,
  standardTitle,
  titleCase,
  yearSuffix,
} from './naming';

export type FamilyRow = Selectable<FamilyTable>;
/** An edition as the generator makes it: the catalogue's fields, before an import adds what it derives from the files. */
export type DocumentRow = Omit<
  Selectable<DocumentTable>,
  'xml_path' | 'sts_sha256' | 'pdf_sha256' | 'source_signature' | 'ocr_pages' | 'import_notes'
>;
export type LinkRow = Selectable<DocumentLinkTable>;

/** The rows of one generated group: a family with its editions, and its translations and supplement. */
export interface CatalogueGroup {
  families: FamilyRow[];
  documents: { row: DocumentRow; sections: SectionRow[] }[];
  links: LinkRow[];
  taxonomy: { document_id: number; node_id: number }[];
}

const PUBLICATIONS = {
  Journal: { asset: 'Journal', content: 'JOURNALS', prefix: 'JMT', pages: [8, 18] },
  Book: { asset: 'Book', content: 'MANUAL_MONO_BOOKS', prefix: 'BK', pages: [20, 40] },
  Symposium: { asset: 'Symposia', content: 'STP_PAPER', prefix: 'SYM', pages: [8, 16] },
  Manual: { asset: 'Manual', content: 'MNL', prefix: 'MNL', pages: [96, 110] },
} as const;
type PublicationType = keyof typeof PUBLICATIONS;

/**
 * Groups 2 and 3 of every catalogue are the main organisation's manual and journal article, so
 * even a small demo (the 60-document e2e catalogue) has documents citations are offered for (001 §5).
 */
const FIRST_PUBLICATIONS: readonly PublicationType[] = ['Manual', 'Journal'];
const MAIN_PUBLISHER = PUBLISHERS.find((p) => p.code === 'MSA')!;

/** The fields that name an edition: its content code, family, publisher and designations. */
function editionIdentity(p: SeedPublisher, familyId: number, designation: string, designationNo: string) {
  return {
    content_code: contentCodeOf(p.code, designationNo),
    family_id: familyId,
    publisher_id: p.id,
    designation,
    display_designation: `${p.code} ${designationNo}`,
    designation_no: designationNo,
  };
}

/**
 * Generates the catalogue group by group, holding only small rolling windows of earlier
 * documents (for connections, references and replacements), so 100k documents stream in
 * constant memory. Ids are assigned here, so links need no database round trip.
 */
export class CatalogueGenerator {
  private nextDoc = 1;
  private nextFamily = 1;
  private group = 0;
  private perPublisher = new Map<number, number>();
  private publicationSeq = 0;
  private recentActive: { id: number; designation: string }[] = [];
  private recentFamilies = new Map<number, string[]>();

  constructor(
    private seed: number,
    private tax: TaxonomyIndex,
  ) {}

  /** The next group, using at most `budget` documents (>= 1). */
  next(budget: number): CatalogueGroup {
    const index = this.group++;
    const rng = new Rng(`${this.seed}:group:${index}`);
    const forced = FIRST_PUBLICATIONS[index - 1];
    const publisher = forced ? MAIN_PUBLISHER : this.pickPublisher(rng);
    const topicKey = publisher.topics.length ? rng.pick(publisher.topics) : rng.pick(TOPICS).key;
    const topic = TOPICS.find((t) => t.key === topicKey)!;
    const roll = rng.next();
    const out: CatalogueGroup = { families: [], documents: [], links: [], taxonomy: [] };
    if (forced) this.publication(rng, publisher, topic, forced, budget, out);
    else if (roll < 0.85) this.standardFamily(rng, publisher, topic, budget, out);
    else
      this.publication(
        rng,
        publisher,
        topic,
        roll < 0.9 ? 'Journal' : roll < 0.94 ? 'Book' : roll < 0.98 ? 'Symposium' : 'Manual',
        budget,
        out,
      );
    return out;
  }

  private pickPublisher(rng: Rng): SeedPublisher {
    let r = rng.next();
    for (const p of PUBLISHERS) if ((r -= p.weight) < 0) return p;
    return PUBLISHERS[0];
  }

  private designationFor(rng: Rng, p: SeedPublisher): string {
    const k = this.perPublisher.get(p.id) ?? 0;
    this.perPublisher.set(p.id, k + 1);
    // (prefix, k / prefixes) is unique per publisher, the offset only makes numbers look irregular.
    const prefix = p.prefixes[k % p.prefixes.length];
    const n = 100 + Math.floor(k / p.prefixes.length) * 3 + rng.int(0, 2);
    const base = `${prefix}${n}`;
    return p.code === 'MSA' && rng.chance(0.12) ? `${base}/${base}M` : base;
  }

  private subject(rng: Rng, topic: Topic, kind: string): Subject {
    const refs = this.recentActive.length ? rng.sample(this.recentActive, rng.int(1, 4)).map((r) => r.designation) : [];
    return {
      topic,
      material: rng.pick(topic.materials),
      property: rng.pick(topic.properties),
      kind: kind.toLowerCase(),
      references: refs,
    };
  }

  private familyNodes(rng: Rng, p: SeedPublisher, topic: Topic, publication: boolean): number[] {
    const sub = rng.int(1, topic.subjects.length);
    const nodes = [
      ...this.tax.withAncestors('ics', rng.pick(topic.ics)),
      ...this.tax.withAncestors('publisher', p.code),
      ...this.tax.withAncestors('category', publication ? 'publications' : topic.category),
      ...this.tax.withAncestors('topic', `${topic.key}.${sub}`),
      ...this.tax.withAncestors('committee', `${topic.committee[0]}.${String(sub).padStart(2, '0')}`),
      ...rng.sample(topic.industries, rng.int(1, 2)).flatMap((i) => this.tax.withAncestors('industry', i)),
    ];
    return [...new Set(nodes)];
  }

  private addDocument(
    out: CatalogueGroup,
    row: Omit<DocumentRow, 'id' | 'page_count' | 'pdf_path' | 'html_path'>,
    sections: SectionRow[],
    minPages: number,
    nodes: number[],
    typeKey: string,
  ): DocumentRow {
    const id = this.nextDoc++;
    const natural = sectionPageCount(row, sections);
    const doc: DocumentRow = {
      ...row,
      id,
      page_count: Math.max(minPages, natural + 1),
      pdf_path: `pdf/${row.content_code}.pdf`,
      html_path: `html/${row.content_code}.html`,
    };
    out.documents.push({ row: doc, sections });
    const typeNodes = this.tax.withAncestors('documentType' as Tree, typeKey);
    for (const node_id of new Set([...nodes, ...typeNodes])) out.taxonomy.push({ document_id: id, node_id });
    return doc;
  }

  private newFamily(out: CatalogueGroup, p: SeedPublisher, value: string, replacedBy: string | null): number {
    const id = this.nextFamily++;
    out.families.push({ id, publisher_id: p.id, family_value: value, replaced_by_family_value: replacedBy });
    return id;
  }

  private standardFamily(rng: Rng, p: SeedPublisher, topic: Topic, budget: number, out: CatalogueGroup) {
    const kind = rng.pick(STANDARD_KINDS);
    const designation = this.designationFor(rng, p);
    const s = this.subject(rng, topic, kind);
    const title = standardTitle(rng, kind, s.material, s.property, rng.pick(topic.phenomena), topic.name);
    const recent = this.recentFamilies.get(p.id) ?? [];
    const fate = rng.chance(0.07) ? 'Withdrawn' : rng.chance(0.06) && recent.length > 0 ? 'Replaced' : 'Active';
    const editions = Math.min(budget, rng.pick([1, 1, 2, 2, 2, 3, 3, 4]));
    const years = editionYears(rng, editions, fate === 'Active' ? rng.int(2016, 2025) : rng.int(2006, 2020));
    const familyId = this.newFamily(out, p, designation, fate === 'Replaced' ? rng.pick(recent) : null);
    const nodes = this.familyNodes(rng, p, topic, false);
    const family = {
      classification: rng.chance(0.06) ? 'RL' : null,
      downloadable: rng.chance(0.95) ? 1 : 0,
      keywords: [...rng.sample(topic.keywords, 3), s.material, s.property].join(', '),
    };
    const pages = rng.int(6, 20);
    let draft: DraftSection[] = draftSections(rng, s, false);
    let newest: DocumentRow | null = null;
    years.forEach((year, i) => {
      if (i > 0) draft = reviseSections(rng, draft, s);
      const isNewest = i === years.length - 1;
      const designationNo = `${designation}-${yearSuffix(year)}`;
      newest = this.addDocument(
        out,
        {
          ...editionIdentity(p, familyId, designation, designationNo),
          title,
          description: `This ${s.kind} covers ${s.property} of ${s.material}.`,
          document_type: 'Standard',
          asset_type: null,
          content_type: 'STANDARDS',
          status: isNewest ? fate : 'Historical',
          classification: family.classification,
          language_code: 'en-US',
          ...editionDates(rng, year),
          // The organisation's own standards carry a family asset id (their work items hang on it);
          // derived, not drawn, so the random stream and the rest of the catalogue stay as they were.
          downloadable: family.downloadable,
          video_flag: isNewest && rng.chance(0.04) ? 'Y' : 'N',
          asset_id: p.code === 'MSA' ? `${p.code}-STD-${designation}` : null,
          edition_order: i + 1,
          keywords: family.keywords,
        },
        toSectionRows(draft),
        pages,
        nodes,
        kind,
      );
    });
    const last = newest! as DocumentRow;
    if (fate !== 'Active') return;
    if (this.recentActive.length > 0 && rng.chance(0.15)) {
      for (const c of rng.sample(this.recentActive, rng.int(1, 2)))
        out.links.push({ document_id: last.id, linked_id: c.id, kind: 'connection' });
    }
    this.remember(p, designation, last.id);
    let left = budget - editions;
    if (left > 0 && p.code === 'MSA' && rng.chance(0.2)) {
      for (const [lang, short] of rng.sample(LANGUAGES, rng.int(1, 2))) {
        if (left-- <= 0) break;
        const fid = this.newFamily(out, p, `${designation} (${lang})`, null);
        const t = this.addDocument(
          out,
          {
            ...last,
            content_code: contentCodeOf(p.code, last.designation_no, lang),
            family_id: fid,
            display_designation: `${last.display_designation} (${short})`,
            title: `${title} (${short})`,
            document_type: 'Translated',
            language_code: lang,
            edition_order: 1,
            video_flag: 'N',
          },
          toSectionRows(draft, lang),
          pages,
          nodes,
          'Translated',
        );
        out.links.push(
          { document_id: last.id, linked_id: t.id, kind: 'translation' },
          { document_id: t.id, linked_id: last.id, kind: 'translation' },
        );
      }
    }
    if (left > 0 && rng.chance(0.05)) {
      const rrDesignation = `RR-${designation.split('/')[0]}`;
      const year = Number(last.publish_date!.slice(0, 4));
      const rrNo = `${rrDesignation}-${yearSuffix(year)}`;
      const fid = this.newFamily(out, p, rrDesignation, null);
      const rs = this.subject(rng, topic, 'research report');
      const rr = this.addDocument(
        out,
        {
          ...last,
          ...editionIdentity(p, fid, rrDesignation, rrNo),
          title: titleCase(`Research report: interlaboratory study of ${s.property} of ${s.material}`),
          description: `Supporting data for ${p.code} ${last.designation_no}.`,
          document_type: 'Research-Report',
          content_type: 'STANDARDS',
          edition_order: 1,
          video_flag: 'N',
        },
        toSectionRows(draftSections(rng, rs, true)),
        rng.int(10, 24),
        nodes,
        'Research-Report',
      );
      out.links.push({ document_id: last.id, linked_id: rr.id, kind: 'supplement' });
    }
  }

  private remember(p: SeedPublisher, designation: string, id: number) {
    this.recentActive.push({ id, designation });
    if (this.recentActive.length > 300) this.recentActive.shift();
    const fam = this.recentFamilies.get(p.id) ?? [];
    fam.push(designation);
    if (fam.length > 50) fam.shift();
    this.recentFamilies.set(p.id, fam);
  }

  private publication(rng: Rng, p: SeedPublisher, topic: Topic, type: PublicationType, budget: number, out: CatalogueGroup) {
    const spec = PUBLICATIONS[type];
    const seq = ++this.publicationSeq;
    const s = this.subject(rng, topic, type === 'Manual' ? 'manual' : 'paper');
    const ph = rng.pick(topic.phenomena);
    const title = titleCase(
      type === 'Manual'
        ? `Manual on ${topic.name.toLowerCase()} testing and ${ph}`
        : type === 'Book'
          ? `${topic.name}: ${ph} and ${s.property}`
          : `Effect of ${ph} on the ${s.property} of ${s.material}`,
    );
    const editions = type === 'Manual' ? Math.min(budget, rng.int(1, 2)) : 1;
    const years = editionYears(rng, editions, rng.int(2012, 2025));
    const designation = type === 'Journal' ? `${spec.prefix}${years[0]}${String(seq).padStart(5, '0')}` : `${spec.prefix}${seq}`;
    const familyId = this.newFamily(out, p, designation, null);
    const nodes = this.familyNodes(rng, p, topic, true);
    let draft = draftSections(rng, s, true);
    const pages = rng.int(spec.pages[0], spec.pages[1]);
    years.forEach((year, i) => {
      if (i > 0) draft = reviseSections(rng, draft, s);
      const designationNo = type === 'Journal' ? designation : `${designation}-${yearSuffix(year)}`;
      const d = this.addDocument(
        out,
        {
          ...editionIdentity(p, familyId, designation, designationNo),
          title,
          description: `A ${type.toLowerCase()} on ${ph} and the ${s.property} of ${s.material}.`,
          document_type: type,
          asset_type: spec.asset,
          content_type: spec.content,
          status: i === years.length - 1 ? 'Active' : 'Historical',
          classification: null,
          language_code: 'en-US',
          ...editionDates(rng, year),
          downloadable: 1,
          video_flag: rng.chance(0.05) ? 'Y' : 'N',
          asset_id: `${spec.prefix}-${year}-${String(seq).padStart(5, '0')}`,
          edition_order: i + 1,
          keywords: [...rng.sample(topic.keywords, 3), ph].join(', '),
        },
        toSectionRows(draft),
        pages,
        nodes,
        type,
      );
      if (i === years.length - 1) this.remember(p, designation, d.id);
    });
  }
}
