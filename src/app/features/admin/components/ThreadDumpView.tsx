import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useThreadDump } from '../api/management';
import { CARD, Facts, Loaded, RefreshButton, TitledCard } from './parts';

/** Thread dump: Node's diagnostic report of the server process (002 §2). */
export function ThreadDumpView() {
  const { t } = useTranslation();
  const dump = useThreadDump();
  return (
    <Loaded query={dump}>
      {(r) => {
        const header = (r.header ?? {}) as Record<string, unknown>;
        const stack = ((r.javascriptStack as { stack?: string[] } | undefined)?.stack ?? []).join('\n');
        const libuv = Array.isArray(r.libuv) ? r.libuv.length : 0;
        const workers = Array.isArray(r.workers) ? r.workers.length : 0;
        const save = () => {
          const url = URL.createObjectURL(new Blob([JSON.stringify(r, null, 2)], { type: 'application/json' }));
          const a = document.createElement('a');
          a.href = url;
          a.download = `threaddump-${String(header.processId ?? '')}.json`;
          a.click();
          setTimeout(() => URL.revokeObjectURL(url), 1000);
        };
        return (
          <div className="space-y-3">
            <div className="flex flex-wrap justify-end gap-2">
              <RefreshButton query={dump} />
              <Button variant="secondary" onClick={save}>
                {t('admin.threadDump.download')}
              </Button>
            </div>
            <section className={CARD}>
              <Facts
                rows={[
                  [t('admin.metrics.node'), String(header.nodejsVersion ?? '')],
                  [t('admin.threadDump.pid'), String(header.processId ?? '')],
                  [t('admin.threadDump.time'), String(header.dumpEventTime ?? '')],
                  [t('admin.threadDump.handles'), String(libuv)],
                  [t('admin.threadDump.workers'), String(workers)],
                ]}
              />
            </section>
            <TitledCard id="td-stack" title={t('admin.threadDump.stack')}>
              <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-all text-xs">{stack || '–'}</pre>
            </TitledCard>
          </div>
        );
      }}
    </Loaded>
  );
}
