import { useTranslation } from 'react-i18next';
import { useConfigProps, useEnv } from '../api/management';
import { CARD, Facts, Loaded } from './parts';

/** Configuration properties and environment, secrets masked by the server (002 §2). */
export function ConfigurationView() {
  const { t } = useTranslation();
  const config = useConfigProps();
  const env = useEnv();
  return (
    <div className="space-y-3">
      <section className={CARD} aria-labelledby="cfg-props">
        <h3 id="cfg-props" className="mb-2 font-bold text-brand-900">
          {t('admin.config.properties')}
        </h3>
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
      </section>
      <section className={CARD} aria-labelledby="cfg-env">
        <h3 id="cfg-env" className="mb-2 font-bold text-brand-900">
          {t('admin.config.environment')}
        </h3>
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
      </section>
    </div>
  );
}
