import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../../api/groups';
import { SHARE_SELECTED_COLLAPSED, type ShareTarget } from '../../../../api/shares';
import { Button } from '../../../components/ui/Button';
import { ActionDialog } from '../../../components/ui/ActionDialog';
import { notify } from '../../../lib/notifications';
import { useCurrentShares, useShare, useShareSearch } from '../api/shares';
import { rosterPreview, searchOutcome, sentKeys, sharePayload, shareSearchRuns, targetKey } from '../share-rules';

/** Props of the share dialog; the route passes the group-enable flag. */
export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  doc: { contentId: number; contentCode: string; title: string };
  groupFeature: boolean;
}

/** The share dialog opened from a document (002 §2 Share dialog, §4, §5). */
export function ShareDialog(props: ShareDialogProps) {
  return props.open ? <Body {...props} /> : null;
}

function TargetLabel({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  if ('isGroup' in target) {
    const p = rosterPreview(target);
    return (
      <span className="min-w-0">
        <span className="block font-semibold break-words">
          {target.name} <span className="text-xs font-normal text-ink-600">({t('share.group')})</span>
        </span>
        <span className="block text-sm text-ink-700">
          {p.names.join(', ')}
          {p.more > 0 ? ` ${t('share.more', { count: p.more })}` : ''}
        </span>
      </span>
    );
  }
  return (
    <span className="min-w-0">
      <span className="block font-semibold break-words">{target.name}</span>
      {target.isExternalUser ? (
        <span className="block text-sm text-ink-700">{t('share.external')}</span>
      ) : (
        <span className="block text-sm break-all text-ink-700">{target.email}</span>
      )}
    </span>
  );
}

function Body({ onClose, doc, groupFeature }: ShareDialogProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ShareTarget[]>([]);
  const [seeMore, setSeeMore] = useState(false);
  // 002 §5: debounced 500 ms; an empty query reloads the default list.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), input.trim() === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const runs = groupFeature ? query === '' || shareSearchRuns(query) : shareSearchRuns(query);
  const current = useCurrentShares(doc.contentId, true);
  const search = useShareSearch(runs ? query : '', runs);
  const share = useShare(doc.contentId);
  const sent = sentKeys(current.data);
  const picked = new Set(selected.map(targetKey));
  const outcome = searchOutcome(query, runs ? search.data : undefined, groupFeature);
  const rows = outcome.kind === 'results' ? outcome.rows : outcome.kind === 'external' ? [outcome.row] : [];
  const shownSelected = seeMore ? selected : selected.slice(0, SHARE_SELECTED_COLLAPSED);

  function send() {
    if (selected.length === 0) return; // 002 §4: nothing selected, Share does nothing.
    share.mutate(
      selected.map((s) => sharePayload(s, doc)),
      {
        onSuccess: () => {
          notify({ type: 'SUCCESS', message: t('share.done') });
          setSelected([]);
        },
      },
    );
  }

  const currentAll = [...(current.data?.groups ?? []), ...(current.data?.users ?? [])];
  return (
    <ActionDialog
      onClose={onClose}
      size="lg"
      title={t('share.title')}
      action={{ label: t('share.share'), disabled: share.isPending, onClick: send }}
    >
      <div className="space-y-4">
        <p className="text-sm break-words text-ink-700">{doc.title}</p>
        {currentAll.length > 0 && (
          <section aria-label={t('share.current')}>
            <h3 className="text-sm font-semibold text-ink-900">{t('share.current')}</h3>
            <ul className="mt-1 flex flex-wrap gap-1">
              {currentAll.map((c) => (
                <li key={targetKey(c)} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                  {c.name}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div>
          <label htmlFor="share-search" className="text-sm font-semibold text-ink-900">
            {t(groupFeature ? 'share.searchLabel' : 'share.emailLabel')}
          </label>
          <input
            id="share-search"
            type="search"
            inputMode={groupFeature ? undefined : 'email'}
            className="mt-1 min-h-11 w-full rounded-lg border border-ink-300 px-3 text-base"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t(groupFeature ? 'share.searchPlaceholder' : 'share.emailPlaceholder')}
          />
        </div>
        {outcome.kind === 'noMatch' && (
          <p role="status" className="text-sm text-ink-700">
            {t('share.noMatch')}
          </p>
        )}
        {rows.length > 0 && (
          <ul className="divide-y divide-ink-100 rounded-lg ring-1 ring-ink-100" aria-label={t('share.results')}>
            {rows.map((r) => {
              const k = targetKey(r);
              return (
                <li key={k} className="flex items-center gap-2 p-2">
                  <div className="min-w-0 flex-1">
                    <TargetLabel target={r} />
                  </div>
                  {sent.has(k) ? (
                    <span className="px-3 text-sm font-semibold text-ok-700">{t('share.sent')}</span>
                  ) : (
                    <Button
                      variant="secondary"
                      disabled={picked.has(k)}
                      onClick={() => setSelected((s) => [...s, r])}
                      aria-label={t('share.addNamed', { name: r.name })}
                    >
                      {t('share.add')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {selected.length > 0 && (
          <section aria-label={t('share.selected')}>
            <h3 className="text-sm font-semibold text-ink-900">
              {t('share.selected')} ({selected.length})
            </h3>
            <ul className="mt-1 space-y-1">
              {shownSelected.map((s) => (
                <li key={targetKey(s)} className="flex items-center gap-2 rounded-lg bg-ink-50 p-2">
                  <div className="min-w-0 flex-1">
                    <TargetLabel target={s} />
                  </div>
                  <Button
                    variant="ghost"
                    onClick={() => setSelected((x) => x.filter((y) => targetKey(y) !== targetKey(s)))}
                    aria-label={t('share.removeNamed', { name: s.name })}
                  >
                    {t('share.remove')}
                  </Button>
                </li>
              ))}
            </ul>
            {selected.length > SHARE_SELECTED_COLLAPSED && (
              <button
                type="button"
                className="mt-1 min-h-11 text-sm font-semibold text-brand-700 underline"
                onClick={() => setSeeMore((v) => !v)}
              >
                {seeMore ? t('share.seeLess') : t('share.seeMore', { count: selected.length - SHARE_SELECTED_COLLAPSED })}
              </button>
            )}
          </section>
        )}
      </div>
    </ActionDialog>
  );
}
