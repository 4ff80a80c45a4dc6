import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_LEVELS, ROOT_LOGGER, type LogLevel } from '../../../../api/admin';
import { notify } from '../../../lib/notifications';
import { useLoggers, useSetLoggerLevel } from '../api/management';
import { CARD, FIELD, Loaded } from './parts';
import { SelectOptions } from '../../../components/ui/SelectOptions';

/** Loggers with their levels; a level can be set per logger at run time (002 §2). */
export function LoggersView() {
  const { t } = useTranslation();
  const loggers = useLoggers();
  const setLevel = useSetLoggerLevel();
  const [filter, setFilter] = useState('');
  const change = (name: string, value: string) => {
    const level = value === '' ? null : (value as LogLevel);
    setLevel.mutate(
      { name, level },
      {
        onSuccess: () =>
          notify({ type: 'SUCCESS', message: t('admin.loggers.changed', { name, level: level ?? t('admin.loggers.inherit') }) }),
      },
    );
  };
  return (
    <Loaded query={loggers}>
      {(l) => {
        const names = Object.keys(l.loggers).filter((n) => n.toLowerCase().includes(filter.trim().toLowerCase()));
        return (
          <div className="space-y-3">
            <label className="block text-sm font-semibold text-ink-800">
              {t('admin.loggers.filter')}
              <input type="search" className={FIELD} value={filter} onChange={(e) => setFilter(e.target.value)} />
            </label>
            <p className="text-sm text-ink-700">{t('admin.loggers.count', { n: names.length })}</p>
            <ul className="divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100">
              {names.map((name) => {
                const v = l.loggers[name];
                return (
                  <li key={name} className="flex flex-wrap items-center justify-between gap-2 p-3">
                    <span className="min-w-0 break-all font-mono text-sm">{name}</span>
                    <label className="flex items-center gap-2 text-sm">
                      <span className="sr-only">{t('admin.loggers.levelOf', { name })}</span>
                      <select
                        value={v.configuredLevel ?? ''}
                        disabled={setLevel.isPending}
                        onChange={(e) => change(name, e.target.value)}
                        className="min-h-11 rounded-lg border border-ink-300 bg-white px-2 font-semibold"
                      >
                        {name !== ROOT_LOGGER && (
                          <option value="">{t('admin.loggers.inheritLevel', { level: v.effectiveLevel })}</option>
                        )}
                        <SelectOptions values={LOG_LEVELS} />
                      </select>
                    </label>
                  </li>
                );
              })}
            </ul>
            {!names.length && <p className={CARD}>{t('admin.loggers.none')}</p>}
          </div>
        );
      }}
    </Loaded>
  );
}
