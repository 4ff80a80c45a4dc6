import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefinementNode } from '../../../../api/search';
import { Spinner } from '../../../components/ui/Spinner';
import { ChevronDownIcon } from '../../../components/ui/icons';

/** A node as the list draws it. */
export type ListNode = Pick<RefinementNode, 'k' | 'r' | 'n' | 'pk'> & { child?: ListNode[] };

/** Props of one refinement list (a tree or the publisher list). */
export type RefinementListProps = {
  title: string;
  status: 'loading' | 'error' | 'success';
  nodes: ListNode[];
  countOf: (n: ListNode) => number | null;
  isChecked: (n: ListNode) => boolean;
  onToggle: (n: ListNode) => void;
  onRetry: () => void;
  /** How many top-level nodes show before 'see more'. */
  shown: number;
};

/** One refinement section with its own loading / success / error state (000 §4). */
export function RefinementList({ title, status, nodes, countOf, isChecked, onToggle, onRetry, shown }: RefinementListProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [all, setAll] = useState(false);
  const bodyId = useId();
  const visible = all ? nodes : nodes.slice(0, shown);
  return (
    <section className="border-b border-ink-100 py-2">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-between text-start text-base font-semibold text-ink-900"
        >
          {title}
          <ChevronDownIcon className={`size-5 text-ink-600 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h3>
      <div id={bodyId} hidden={!open}>
        {status === 'loading' && (
          <div className="py-2 text-brand-700">
            <Spinner label={t('refine.loading', { section: title })} className="size-5" />
          </div>
        )}
        {status === 'error' && (
          <p className="py-1 text-sm text-signal-700">
            {t('refine.error')}{' '}
            <button type="button" onClick={onRetry} className="min-h-11 font-semibold underline">
              {t('common.retry')}
            </button>
          </p>
        )}
        {status === 'success' && nodes.length === 0 && <p className="py-1 text-sm text-ink-600">{t('refine.none')}</p>}
        {status === 'success' && (
          <ul>
            {visible.map((n) => (
              <NodeRow key={`${n.r}:${n.k}`} node={n} depth={0} countOf={countOf} isChecked={isChecked} onToggle={onToggle} />
            ))}
          </ul>
        )}
        {status === 'success' && nodes.length > shown && (
          <button
            type="button"
            onClick={() => setAll((a) => !a)}
            aria-expanded={all}
            className="min-h-11 text-sm font-semibold text-brand-700 underline"
          >
            {all ? t('refine.seeLess') : t('refine.seeMore', { count: nodes.length - shown })}
          </button>
        )}
      </div>
    </section>
  );
}

function NodeRow({
  node,
  depth,
  countOf,
  isChecked,
  onToggle,
}: {
  node: ListNode;
  depth: number;
  countOf: RefinementListProps['countOf'];
  isChecked: RefinementListProps['isChecked'];
  onToggle: RefinementListProps['onToggle'];
}): ReactNode {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const count = countOf(node);
  const children = (node.child ?? []).filter((c) => countOf(c) !== 0);
  const id = useId();
  return (
    <li>
      <div className="flex items-center gap-1" style={{ paddingInlineStart: `${depth * 0.75}rem` }}>
        <input
          id={id}
          type="checkbox"
          checked={isChecked(node)}
          onChange={() => onToggle(node)}
          className="size-5 shrink-0 accent-brand-700"
        />
        <label
          htmlFor={id}
          className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-2 py-1 ps-1 text-sm text-ink-900"
        >
          <span className="min-w-0 flex-1 break-words">{node.n}</span>
          {count !== null && (
            <span className="shrink-0 rounded-full bg-ink-100 px-2 text-xs font-semibold text-ink-700">{count}</span>
          )}
        </label>
        {children.length > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-label={expanded ? t('refine.collapse', { name: node.n }) : t('refine.expand', { name: node.n })}
            onClick={() => setExpanded((x) => !x)}
            className="grid size-11 shrink-0 place-items-center text-ink-600"
          >
            <ChevronDownIcon className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
        )}
      </div>
      {expanded && children.length > 0 && (
        <ul>
          {children.map((c) => (
            <NodeRow
              key={`${c.r}:${c.k}`}
              node={c}
              depth={depth + 1}
              countOf={countOf}
              isChecked={isChecked}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
