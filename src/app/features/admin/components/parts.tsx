import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { formatSize } from '../../../lib/format';

/** Small building blocks shared by the administration views. */

export const CARD = 'rounded-lg bg-white p-3 ring-1 ring-ink-100 sm:p-4';
export const FIELD = 'min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const up = status === 'UP';
  return (
    <span
      className={`inline-flex min-h-7 items-center rounded-full px-3 text-sm font-bold ${up ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
    >
      {t(`admin.status.${up ? 'up' : status === 'DOWN' ? 'down' : 'unknown'}`)}
    </span>
  );
}

/** A card with a heading that names it (aria-labelledby), as the views group their facts. */
export function TitledCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={CARD} aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-bold text-brand-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A definition list of label/value pairs. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] gap-x-3 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-ink-700">{k}</dt>
          <dd className="break-words text-ink-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Pending, failed or loaded: the common frame of every view. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('admin.loading')} className="m-6 size-8" />;
  if (query.isError || query.data === undefined)
    return (
      <p role="alert" className={CARD}>
        {t('admin.failed')}
      </p>
    );
  return <>{children(query.data)}</>;
}

/** Fetches a view's data again on demand; the same control on every view that has one. */
export function RefreshButton({ query }: { query: { refetch: () => unknown } }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={() => void query.refetch()}>
      {t('admin.refresh')}
    </Button>
  );
}

/** A server reading the operator refreshes on demand: the refresh button (after an optional summary) above the reading. */
export function RefreshableView<T>({
  query,
  summary,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown };
  summary?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Loaded query={query}>
      {(data) => (
        <div className="space-y-3">
          <div className={summary ? 'flex flex-wrap items-center justify-between gap-2' : 'flex justify-end'}>
            {summary?.(data)}
            <RefreshButton query={query} />
          </div>
          {children(data)}
        </div>
      )}
    </Loaded>
  );
}

/** Byte counts as the user's language writes them. */
export function useSizeFormat() {
  const { i18n } = useTranslation();
  return (n: number | null | undefined) => formatSize(n, i18n.language);
}
