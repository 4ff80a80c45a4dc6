import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { formatShortDate } from '../../../lib/display-text';
import { useWorkItems } from '../api/get-work-items';
import { InfoIcon } from '../../../components/ui/icons';

/** Work Items tab (001 §2, §3) with its what-is-this information dialog. */
export function WorkItemsPanel({ contentCode }: { contentCode: string }) {
  const { t, i18n } = useTranslation();
  const items = useWorkItems(contentCode, true);
  const [info, setInfo] = useState(false);
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-base font-bold text-ink-900">{t('document.workItems.title')}</h3>
        <Button variant="ghost" onClick={() => setInfo(true)}>
          <InfoIcon className="size-5" />
          {t('document.workItems.whatIsThis')}
        </Button>
      </div>
      {items.isPending ? (
        <Spinner label={t('document.loading')} />
      ) : !items.data?.length ? (
        <p className="text-ink-700">{t('document.workItems.none')}</p>
      ) : (
        <ul className="space-y-3">
          {items.data.map((w) => (
            <li key={w.workItemNumber} className="rounded-lg bg-white p-4 ring-1 ring-ink-100">
              <p className="font-semibold text-brand-800">{w.workItemNumber}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-ink-600">{t('document.workItems.publisher')}</dt>
                <dd>{w.publisher}</dd>
                <dt className="text-ink-600">{t('document.workItems.initiated')}</dt>
                <dd>{formatShortDate(w.initiatedDate, i18n.language) ?? w.initiatedDate}</dd>
                <dt className="text-ink-600">{t('document.workItems.contact')}</dt>
                <dd className="break-words">{w.technicalContact}</dd>
              </dl>
              {w.ballotList.length > 0 && (
                <div className="mt-3 overflow-x-auto">
                  <table className="min-w-full text-sm">
                    <caption className="sr-only">{t('document.workItems.ballots')}</caption>
                    <thead>
                      <tr className="text-start text-ink-600">
                        <th className="py-1 pe-3 text-start font-semibold">{t('document.workItems.ballot')}</th>
                        <th className="py-1 pe-3 text-start font-semibold">{t('document.workItems.item')}</th>
                        <th className="py-1 text-start font-semibold">{t('document.workItems.status')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {w.ballotList.map((b) => (
                        <tr key={`${b.ballotNumber}-${b.itemNumber}`} className="border-t border-ink-100">
                          <td className="py-1 pe-3">{b.ballotNumber}</td>
                          <td className="py-1 pe-3">{b.itemNumber}</td>
                          <td className="py-1">{b.itemStatus}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={info} kind="OK" title={t('document.workItems.whatIsThis')} onClose={() => setInfo(false)}>
        <p>{t('document.workItems.explanation')}</p>
      </ConfirmDialog>
    </div>
  );
}
