import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailOutbox } from '../api/management';
import { CARD, Loaded } from './parts';
import { Pagination } from '../../../components/ui/Pagination';

const SIZE = 20;

/**
 * The mail outbox: mail the server stored locally or sent (src/README.md §1: shown in
 * administration); an account's for its administrator, every tenant's for the operator.
 */
export function MailOutboxView({ platform = false }: { platform?: boolean }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const outbox = useMailOutbox(page, SIZE);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Loaded query={outbox}>
      {({ items, total }) => {
        return (
          <div className="space-y-3">
            <p className="text-sm text-ink-700">{t('admin.mail.total', { n: total })}</p>
            {items.length === 0 ? (
              <p className={CARD}>{t('admin.mail.empty')}</p>
            ) : (
              <ul className="space-y-2">
                {items.map((m) => (
                  <li key={m.id} className={CARD}>
                    <p className="flex flex-wrap justify-between gap-2 text-sm">
                      <span className="font-bold text-brand-900">{m.subject}</span>
                      <span className="text-ink-700">
                        {t(`admin.mail.state.${m.state}`, { defaultValue: m.state })} · {fmt.format(new Date(m.createdDate))}
                      </span>
                    </p>
                    <p className="break-all text-sm">
                      {t('admin.mail.to')}: {m.to}
                      {m.cc ? ` · ${t('admin.mail.cc')}: ${m.cc}` : ''}
                    </p>
                    {platform && m.tenantId && (
                      <p className="text-xs text-ink-700">{t('admin.tenant', { tenant: m.tenantId })}</p>
                    )}
                    {m.error && <p className="text-sm text-signal-700">{m.error}</p>}
                    <details>
                      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
                        {t('admin.mail.body')}
                      </summary>
                      <pre className="whitespace-pre-wrap break-words text-sm">{m.body}</pre>
                    </details>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={page} size={SIZE} total={total} onPage={setPage} label={t('admin.pager')} />
          </div>
        );
      }}
    </Loaded>
  );
}
