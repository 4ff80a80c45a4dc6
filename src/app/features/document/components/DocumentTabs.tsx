import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTabs } from '../../../components/ui/ResponsiveTabs';
import { documentTabLabelKey, type DocumentTabId } from '../document-tabs';

const PANEL_ID = 'document-tab-panel';

/** The document's visible tabs and the selected tab's panel (001 §2); `panels` holds each tab's content. */
export function DocumentTabs({
  tabs,
  value,
  onChange,
  panels,
  note = null,
}: {
  tabs: DocumentTabId[];
  value: DocumentTabId | null;
  onChange: (id: DocumentTabId) => void;
  panels: Record<DocumentTabId, ReactNode>;
  /** What the edition's delivery lacks (its HTML view or its PDF), said under the tabs. */
  note?: string | null;
}) {
  const { t } = useTranslation();
  if (tabs.length === 0 || !value) return <p className="text-ink-700">{t('document.noTabs')}</p>;
  return (
    <>
      <ResponsiveTabs
        tabs={tabs.map((id) => ({ id, label: t(documentTabLabelKey(id)) }))}
        value={value}
        onChange={(id) => onChange(id as DocumentTabId)}
        label={t('document.tabs.label')}
        panelId={PANEL_ID}
      />
      {note && <p className="mt-1 text-sm text-ink-700">{note}</p>}
      <div id={PANEL_ID} role="tabpanel" aria-label={t(documentTabLabelKey(value))} className="min-w-0">
        {panels[value]}
      </div>
    </>
  );
}
