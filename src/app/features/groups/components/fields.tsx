import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_TEXT_MAX, type GroupDocument, type MemberUser } from '../../../../api/groups';
import { decodeHtml } from '../matching';
import { memberName } from '../payloads';
import { atLimit } from '../wizard-state';

/** The text fields of the group dialogs; one-line fields add the 44 px height. */
export const TEXT_FIELD = 'mt-1 w-full rounded-lg border border-ink-300 px-3 py-2 text-base';

/** In a one-line field Enter would submit the dialog before the user is done, so it is ignored there. */
export const ignoreEnter = (e: KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

/** Name or description field with the 255 limit and its hint (002 §5); Enter in the name is ignored. */
export function GroupTextField({
  kind,
  value,
  onChange,
}: {
  kind: 'name' | 'description';
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hint = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {t(kind === 'name' ? 'groups.fields.name' : 'groups.fields.description')}
      </label>
      {kind === 'name' ? (
        <input
          id={id}
          className={`${TEXT_FIELD} min-h-11`}
          value={value}
          maxLength={GROUP_TEXT_MAX}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={ignoreEnter}
          aria-describedby={atLimit(value) ? hint : undefined}
        />
      ) : (
        <textarea
          id={id}
          className={TEXT_FIELD}
          rows={4}
          value={value}
          maxLength={GROUP_TEXT_MAX}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={atLimit(value) ? hint : undefined}
        />
      )}
      {atLimit(value) && (
        <p id={hint} className="mt-1 text-sm text-signal-700">
          {t('groups.fields.limit', { max: GROUP_TEXT_MAX })}
        </p>
      )}
    </div>
  );
}

export const renderMember = (m: MemberUser) => <span>{memberName(m)}</span>;
export const renderDocument = (d: GroupDocument) => (
  <span>
    <span className="font-semibold text-brand-800">{d.designationNo ?? d.assetId}</span> {decodeHtml(d.documentTitle)}
  </span>
);
