import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueGroup, DocumentRow, FamilyRow } from './catalogue';
import type { TaxonomyNodeSeed } from './taxonomy';
import { renderDocumentPdf } from './render-pdf';
import { writeSts, type StsEdition } from './write-sts';

/*
 * The demo catalogue as a publisher's delivery: one STS file and one PDF per edition, in a folder
 * the import then reads like any other. File names start with the edition's place in the
 * catalogue (000001-msa-e102-16.xml), so the import meets editions in the order the generator
 * made them: older editions before newer, an original before its translation, and the same
 * seed gives the same catalogue, ids included. Without PDFs (a large search catalogue) each
 * edition is its STS alone.
 */

export interface SeedDeliveryOptions {
  dir: string;
  pdf: boolean;
}

/** Documents per folder: a big catalogue is not one folder of a hundred thousand files. */
const PER_FOLDER = 1000;

export class SeedDelivery {
  private seq = 0;
  private display = new Map<number, string>();
  private families = new Map<number, FamilyRow>();
  private nodes: Map<number, TaxonomyNodeSeed>;

  constructor(
    private o: SeedDeliveryOptions,
    taxonomy: TaxonomyNodeSeed[],
    private publisherCode: (publisherId: number) => string,
  ) {
    this.nodes = new Map(taxonomy.map((n) => [n.id, n]));
  }

  /** The leaf keys of one tree among a document's nodes (the import adds the ancestors back). */
  private leaves(ids: number[], tree: string): string[] {
    const mine = ids.map((id) => this.nodes.get(id)!).filter((n) => n.tree === tree);
    const parents = new Set(mine.map((n) => n.parent_key).filter(Boolean));
    return mine.filter((n) => !parents.has(n.key)).map((n) => n.key);
  }

  private edition(group: CatalogueGroup, doc: DocumentRow, sections: StsEdition['sections']): StsEdition {
    const code = this.publisherCode(doc.publisher_id);
    const nodes = group.taxonomy.filter((t) => t.document_id === doc.id).map((t) => t.node_id);
    const family = this.families.get(doc.family_id)!;
    const relations: StsEdition['relations'] = [];
    if (family.replaced_by_family_value)
      relations.push({ type: 'replaced-by', ref: `${code} ${family.replaced_by_family_value}` });
    for (const l of group.links) {
      if (l.kind === 'supplement' && l.linked_id === doc.id)
        relations.push({ type: 'supplement-to', ref: this.display.get(l.document_id)! });
      if (l.kind === 'connection' && l.document_id === doc.id)
        relations.push({ type: 'related', ref: this.display.get(l.linked_id)! });
    }
    const kind = this.leaves(nodes, 'documentType')[0] ?? doc.document_type;
    // A translation prints the original's designation; its own adds the language (the import does too).
    const dated = `${code} ${doc.designation_no}`;
    return {
      publisherCode: code,
      dated,
      undated: `${code} ${doc.designation}`,
      title: doc.title,
      language: doc.language_code,
      documentType: doc.document_type,
      kind,
      status: doc.status,
      publishDate: doc.publish_date,
      onlineDate: doc.published_online_date,
      updateDate: doc.last_update_date,
      description: doc.description,
      keywords: doc.keywords,
      contentCode: doc.content_code,
      ics: this.leaves(nodes, 'ics'),
      committee: this.leaves(nodes, 'committee')[0] ?? null,
      categories: this.leaves(nodes, 'category'),
      topics: this.leaves(nodes, 'topic'),
      industries: this.leaves(nodes, 'industry'),
      classification: doc.classification,
      downloadable: doc.downloadable === 1,
      video: doc.video_flag === 'Y',
      assetId: doc.asset_id,
      assetType: doc.asset_type,
      contentType: doc.content_type,
      edition: doc.edition_order,
      relations,
      sections,
      annex: true,
    };
  }

  /** Writes one generated group's editions. */
  async add(group: CatalogueGroup): Promise<void> {
    for (const f of group.families) this.families.set(f.id, f);
    for (const { row, sections } of group.documents) {
      const n = ++this.seq;
      const folder = path.join(this.o.dir, String(Math.floor((n - 1) / PER_FOLDER)).padStart(4, '0'));
      if ((n - 1) % PER_FOLDER === 0) await fs.mkdir(folder, { recursive: true });
      const stem = path.join(folder, `${String(n).padStart(7, '0')}-${row.content_code}`);
      this.display.set(row.id, row.display_designation);
      await fs.writeFile(`${stem}.xml`, writeSts(this.edition(group, row, sections)));
      if (this.o.pdf) await fs.writeFile(`${stem}.pdf`, await renderDocumentPdf(row, sections));
    }
  }
}
