import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { atLimit, type AttributeId, type FormField, type FormValues } from '../form-rules';

const INPUT =
  'w-full rounded-lg border border-ink-300 bg-white p-3 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** The attribute inputs of the create/edit form with their limits and limit hints (001 §5). */
export function CompassPointFields({
  fields,
  values,
  onChange,
  onEnterInName,
}: {
  fields: FormField[];
  values: FormValues;
  onChange: (id: AttributeId, value: string) => void;
  onEnterInName: () => void;
}) {
  const { t } = useTranslation();
  const base = useId();
  return (
    <div className="space-y-4">
      {fields
        .filter((f) => f.show)
        .map((f) => {
          const id = `${base}-${f.id}`;
          const hintId = `${id}-hint`;
          const full = atLimit(values[f.id], f.max);
          const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
            // 001 §5: Enter in the name submits; on a blank name it does nothing.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (f.id === 'name') onEnterInName();
            }
          };
          return (
            <div key={f.id}>
              <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-800">
                {t(f.labelKey, { defaultValue: t(`compassPoints.form.${f.id}`) })}
                {f.required && (
                  <span aria-hidden="true" className="text-signal-700">
                    {' '}
                    *
                  </span>
                )}
              </label>
              {f.multiline ? (
                <textarea
                  id={id}
                  value={values[f.id]}
                  maxLength={f.max}
                  rows={f.id === 'description' ? 5 : 3}
                  required={f.required}
                  aria-describedby={hintId}
                  onChange={(e) => onChange(f.id, e.target.value)}
                  className={INPUT}
                />
              ) : (
                <input
                  id={id}
                  type="text"
                  value={values[f.id]}
                  maxLength={f.max}
                  required={f.required}
                  aria-describedby={hintId}
                  onChange={(e) => onChange(f.id, e.target.value)}
                  onKeyDown={onKeyDown}
                  className={INPUT}
                  data-autofocus={f.id === 'name' ? true : undefined}
                />
              )}
              <p
                id={hintId}
                className={`mt-1 flex justify-between gap-2 text-xs ${full ? 'font-semibold text-signal-700' : 'text-ink-600'}`}
                aria-live="polite"
              >
                {/* 001 §8: the limit message is two translated parts around the limit value. */}
                <span>{full ? `${t('compassPoints.form.limitBefore')} ${f.max} ${t('compassPoints.form.limitAfter')}` : ''}</span>
                <span aria-hidden="true">
                  {values[f.id].length}/{f.max}
                </span>
              </p>
            </div>
          );
        })}
    </div>
  );
}
