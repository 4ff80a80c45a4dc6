import type { DbOrTx } from '../../db/database';
import type { DocumentDraft } from '../../content/draft';
import { TREE_ROOT, type Tree } from '../../db/taxonomy-trees';
import { insertTaxonomyNode, listTaxonomyNodesByKeys } from '../../repositories/content-writes';

/*
 * The refinement nodes an imported edition sits on, each with its ancestors (a document counts on
 * every level of a tree). Trees a delivery states outright grow with it: an ICS code, a committee,
 * a publisher or a document type not seen before becomes a node (named by its code when the
 * delivery names it no better). Category, topic and industry are the catalogue's own vocabulary:
 * a delivery's value joins an existing node or none.
 */

const GROWS: ReadonlySet<Tree> = new Set<Tree>(['ics', 'committee', 'publisher', 'documentType']);

/** "77.140.10" → "77.140"; "C01.02" → "C01"; a key without a dot has no parent. */
const parentOf = (key: string) => (key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : null);

/** The ids of these nodes of one tree and of all their ancestors, creating missing nodes where the tree grows. */
async function nodesWithAncestors(db: DbOrTx, tree: Tree, keys: string[], names: Record<string, string> = {}): Promise<number[]> {
  const ids: number[] = [];
  let wanted = [...new Set(keys.filter(Boolean).map((k) => k.slice(0, 200)))];
  const seen = new Set<string>();
  while (wanted.length) {
    const found = await listTaxonomyNodesByKeys(db, tree, wanted);
    const next: string[] = [];
    for (const key of wanted) {
      seen.add(key);
      let node = found.find((n) => n.key === key);
      if (!node && GROWS.has(tree)) {
        const parent = tree === 'ics' || tree === 'committee' ? parentOf(key) : null;
        const id = await insertTaxonomyNode(db, {
          tree,
          key,
          name: names[key] ?? key,
          parent_key: parent,
          root: TREE_ROOT[tree],
        });
        node = { id, key, parent_key: parent };
      }
      if (!node) continue;
      ids.push(node.id);
      if (node.parent_key && !seen.has(node.parent_key)) next.push(node.parent_key);
    }
    wanted = [...new Set(next)];
  }
  return ids;
}

export async function taxonomyNodesFor(
  db: DbOrTx,
  d: DocumentDraft,
  publisher: { code: string; name: string },
  documentType: string,
): Promise<number[]> {
  // One tree after another: nodes a delivery adds get their ids in the same order every time.
  const out = [
    ...(await nodesWithAncestors(db, 'ics', d.ics)),
    ...(await nodesWithAncestors(db, 'publisher', [publisher.code], { [publisher.code]: publisher.name })),
    ...(await nodesWithAncestors(db, 'category', d.categories)),
    ...(await nodesWithAncestors(db, 'topic', d.topics)),
    ...(await nodesWithAncestors(db, 'committee', d.committee ? [d.committee] : [])),
    ...(await nodesWithAncestors(db, 'industry', d.industries)),
    ...(await nodesWithAncestors(db, 'documentType', [d.kind ?? documentType])),
  ];
  return [...new Set(out)];
}
