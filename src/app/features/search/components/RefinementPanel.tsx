import { useTranslation } from 'react-i18next';
import { REFINEMENT_ROOT, type RefinementItem } from '../../../../api/search';
import { useCounts, type CountRequest } from '../api/refinement-counts';
import { useRefinementTree } from '../api/refinement-tree';
import { isSelected } from '../categories';
import { countIndex, nodeCount, nodesWithMatches, PUBLISHERS_SHOWN, TREE_NODES_SHOWN } from '../refinement-view';
import { RefinementList, type ListNode } from './RefinementList';

/** A refinement section the account shows (000 §3: only display flag Y). */
export type Section = { id: number; name: string };

/** Props of the refinements panel. */
export type RefinementPanelProps = {
  sections: Section[];
  counts: CountRequest;
  selected: RefinementItem[];
  language: string;
  onToggle: (node: ListNode) => void;
};

/** All refinement lists for the current search: publisher from its own count call, the trees with theirs (000 §4). */
export function RefinementPanel({ sections, counts, selected, language, onToggle }: RefinementPanelProps) {
  const publisherCounts = useCounts('publisher', counts);
  const otherCounts = useCounts('other', counts);
  const otherIndex = countIndex(otherCounts.data?.counts);
  const ordered = [...sections].sort((a, b) => a.id - b.id);
  return (
    <div>
      {ordered.map((s) =>
        s.id === REFINEMENT_ROOT.publisher ? (
          <PublisherSection key={s.id} name={s.name} query={publisherCounts} selected={selected} onToggle={onToggle} />
        ) : (
          <TreeSection key={s.id} root={s.id} name={s.name} language={language} index={otherIndex} countsStatus={otherCounts.status} onRetryCounts={() => void otherCounts.refetch()} selected={selected} onToggle={onToggle} />
        ),
      )}
    </div>
  );
}

function PublisherSection({ name, query, selected, onToggle }: { name: string; query: ReturnType<typeof useCounts>; selected: RefinementItem[]; onToggle: (n: ListNode) => void }) {
  const { t } = useTranslation();
  const nodes: ListNode[] = (query.data?.counts ?? []).filter((c) => c.count > 0 || isSelected(selected, c)).map((c) => ({ k: c.k, r: c.r, n: c.n, pk: null }));
  const byKey = new Map((query.data?.counts ?? []).map((c) => [c.k, c.count]));
  return (
    <RefinementList
      title={t(`refine.section.${name}`, { defaultValue: name })}
      status={query.status === 'pending' ? 'loading' : query.status}
      nodes={nodes}
      countOf={(n) => byKey.get(n.k) ?? 0}
      isChecked={(n) => isSelected(selected, n)}
      onToggle={onToggle}
      onRetry={() => void query.refetch()}
      shown={PUBLISHERS_SHOWN}
    />
  );
}

function TreeSection(props: { root: number; name: string; language: string; index: Map<string, number> | null; countsStatus: 'pending' | 'error' | 'success'; onRetryCounts: () => void; selected: RefinementItem[]; onToggle: (n: ListNode) => void }) {
  const { t } = useTranslation();
  const tree = useRefinementTree(props.root, props.language);
  const status = tree.status === 'pending' ? 'loading' : tree.status === 'error' || props.countsStatus === 'error' ? 'error' : 'success';
  const nodes = nodesWithMatches(tree.data ?? [], props.index).concat((tree.data ?? []).filter((n) => isSelected(props.selected, n) && nodeCount(n, props.index) === 0));
  return (
    <RefinementList
      title={t(`refine.section.${props.name}`, { defaultValue: props.name })}
      status={status}
      nodes={nodes}
      countOf={(n) => nodeCount(n, props.index)}
      isChecked={(n) => isSelected(props.selected, n)}
      onToggle={props.onToggle}
      onRetry={() => { if (tree.isError) void tree.refetch(); props.onRetryCounts(); }}
      shown={TREE_NODES_SHOWN}
    />
  );
}
