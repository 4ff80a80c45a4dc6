import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderRow } from '../../../components/ui/HeaderRow';
import { DocumentLink } from '../../../components/ui/DocumentLink';

/** One shared document: what the link shows and who shared it. */
export interface SharedRow {
  key: string;
  contentCode: string;
  document: ReactNode;
  sharedBy: string;
}

/** The two shared lists' table (002 §2): the document, which opens after the entitlement check, and who shared it. */
export function SharedTable({ rows, onOpenDocument }: { rows: SharedRow[]; onOpenDocument: (contentCode: string) => void }) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg bg-white text-start ring-1 ring-ink-100">
      <thead className="bg-ink-50 text-sm text-ink-800">
        <HeaderRow
          columns={[
            [t('sharedWithMe.document'), 'p-2 text-start'],
            [t('sharedWithMe.sharedBy'), 'w-1/3 p-2 text-start'],
          ]}
        />
      </thead>
      <tbody className="divide-y divide-ink-100">
        {rows.map((r) => (
          <tr key={r.key} className="align-top">
            <td className="p-2">
              <DocumentLink
                contentCode={r.contentCode}
                onOpen={onOpenDocument}
                className="block min-h-11 break-words text-brand-800"
              >
                {r.document}
              </DocumentLink>
            </td>
            <td className="p-2 text-sm break-words text-ink-800">{r.sharedBy}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
