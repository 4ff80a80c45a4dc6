import { useTranslation } from 'react-i18next';
import { useConfigProps, useEnv } from '../api/management';
import { Facts, Loaded, TitledCard } from './parts';

/** Configuration properties and environment, secrets masked by the server (002 §2). */
export function ConfigurationView() {
  const { t } = useTranslation();
  const config = useConfigProps();
  const env = useEnv();
  return (
    <div className="space-y-3">
      <TitledCard id="cfg-props" title={t('admin.config.properties')}>
        <Loaded query={config}>
          {(c) => (
            <Facts
              rows={Object.entries(c.properties).map(([k, v]): [string, string] => [
                `${c.prefix}.${k}`,
                v === null ? '–' : String(v),
              ])}
            />
          )}
        </Loaded>
      </TitledCard>
      <TitledCard id="cfg-env" title={t('admin.config.environment')}>
        <Loaded query={env}>
          {(e) => (
            <>
              <p className="mb-2 text-sm">
                {t('admin.config.profiles')}: {e.activeProfiles.join(', ')}
              </p>
              {e.propertySources.map((s) => (
                <details key={s.name} className="border-t border-ink-100 py-1">
                  <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
                    {s.name} ({Object.keys(s.properties).length})
                  </summary>
                  <Facts rows={Object.entries(s.properties).map(([k, v]): [string, string] => [k, v.value])} />
                </details>
              ))}
            </>
          )}
        </Loaded>
      </TitledCard>
    </div>
  );
}
