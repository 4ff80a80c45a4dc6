import { useTranslation } from 'react-i18next';
import { REFINEMENT_ROOT, type RefinementItem } from '../../../../api/search';
import { useCounts, useTopLevelCounts, type CountRequest } from '../api/refinement-counts';
import { useRefinementNodes } from '../api/refinement-nodes';
import { useRefinementTree } from '../api/refinement-tree';
import { isSelected } from '../categories';
import {
  countIndex,
  layeredCount,
  nodeCount,
  nodesWithMatches,
  PUBLISHERS_SHOWN,
  subscribedPublishers,
  TREE_NODES_SHOWN,
} from '../refinement-view';
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

/**
 * All refinement lists for the current search: publisher from its own count call (its list, in
 * the subscription search, from the account's refinement nodes), the trees with theirs (000 §4);
 * the Category section's first level from the top-level count call until the trees' counts come.
 */
export function RefinementPanel({ sections, counts, selected, language, onToggle }: RefinementPanelProps) {
  const publisherCounts = useCounts('publisher', counts);
  const otherCounts = useCounts('other', counts);
  const hasCategory = sections.some((s) => s.id === REFINEMENT_ROOT.category);
  const categoryTop = useTopLevelCounts('Category', hasCategory ? counts : null);
  const otherIndex = countIndex(otherCounts.data?.counts);
  const categoryTopIndex = countIndex(categoryTop.data?.counts);
  const ordered = [...sections].sort((a, b) => a.id - b.id);
  return (
    <div>
      {ordered.map((s) =>
        s.id === REFINEMENT_ROOT.publisher ? (
          <PublisherSection
            key={s.id}
            name={s.name}
            query={publisherCounts}
            subscription={counts.subscription}
            selected={selected}
            onToggle={onToggle}
          />
        ) : (
          <TreeSection
            key={s.id}
            root={s.id}
            name={s.name}
            language={language}
            index={otherIndex}
            topLevelIndex={s.id === REFINEMENT_ROOT.category ? categoryTopIndex : null}
            countsStatus={otherCounts.status}
            onRetryCounts={() => void otherCounts.refetch()}
            selected={selected}
            onToggle={onToggle}
          />
        ),
      )}
    </div>
  );
}

function PublisherSection({
  name,
  query,
  subscription,
  selected,
  onToggle,
}: {
  name: string;
  query: ReturnType<typeof useCounts>;
  subscription: boolean;
  selected: RefinementItem[];
  onToggle: (n: ListNode) => void;
}) {
  const { t } = useTranslation();
  // The subscription search lists the account's subscribed publishers (000 §7 refinement nodes).
  const subscribed = useRefinementNodes(subscription);
  const byKey = query.data ? new Map(query.data.counts.map((c) => [c.k, c.count])) : null;
  const nodes: ListNode[] = subscription
    ? subscribedPublishers(subscribed.data ?? [], byKey, (n) => isSelected(selected, n)).map((c) => ({
        k: c.k,
        r: c.r,
        n: c.n,
        pk: null,
      }))
    : (query.data?.counts ?? [])
        .filter((c) => c.count > 0 || isSelected(selected, c))
        .map((c) => ({ k: c.k, r: c.r, n: c.n, pk: null }));
  const pending = query.status === 'pending' || (subscription && subscribed.status === 'pending');
  const failed = query.status === 'error' || (subscription && subscribed.status === 'error');
  return (
    <RefinementList
      title={t(`refine.section.${name}`, { defaultValue: name })}
      status={failed ? 'error' : pending ? 'loading' : 'success'}
      nodes={nodes}
      countOf={(n) => byKey?.get(n.k) ?? 0}
      isChecked={(n) => isSelected(selected, n)}
      onToggle={onToggle}
      onRetry={() => {
        void query.refetch();
        if (subscribed.isError) void subscribed.refetch();
      }}
      shown={PUBLISHERS_SHOWN}
    />
  );
}

function TreeSection(props: {
  root: number;
  name: string;
  language: string;
  index: Map<string, number> | null;
  topLevelIndex: Map<string, number> | null;
  countsStatus: 'pending' | 'error' | 'success';
  onRetryCounts: () => void;
  selected: RefinementItem[];
  onToggle: (n: ListNode) => void;
}) {
  const { t } = useTranslation();
  const tree = useRefinementTree(props.root, props.language);
  const status =
    tree.status === 'pending' ? 'loading' : tree.status === 'error' || props.countsStatus === 'error' ? 'error' : 'success';
  // Before every tree's counts are here, the top-level counts (Category) already tell which first-level nodes match.
  const index = props.index ?? props.topLevelIndex;
  const nodes = nodesWithMatches(tree.data ?? [], index).concat(
    (tree.data ?? []).filter((n) => isSelected(props.selected, n) && nodeCount(n, index) === 0),
  );
  return (
    <RefinementList
      title={t(`refine.section.${props.name}`, { defaultValue: props.name })}
      status={status}
      nodes={nodes}
      countOf={(n) => layeredCount(n, props.index, props.topLevelIndex)}
      isChecked={(n) => isSelected(props.selected, n)}
      onToggle={props.onToggle}
      onRetry={() => {
        if (tree.isError) void tree.refetch();
        props.onRetryCounts();
      }}
      shown={TREE_NODES_SHOWN}
    />
  );
}
