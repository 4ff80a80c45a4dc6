import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from './EmptyNote';
import { Spinner } from './Spinner';

/**
 * A list's three states, the same on every list screen: a labelled spinner while the first page
 * loads, one note when there are no rows, else the rows. `loading` and `empty` are i18n keys.
 */
export function ListStates<D, T>({
  query,
  rows,
  loading,
  empty,
  children,
}: {
  query: { isPending: boolean; data: D | undefined };
  rows: (data: D) => T[];
  loading: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t(loading)} />;
  const shown = query.data === undefined ? [] : rows(query.data);
  if (shown.length === 0) return <EmptyNote>{t(empty)}</EmptyNote>;
  return children(shown);
}
