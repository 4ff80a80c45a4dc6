import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_FIELD_LIMITS } from '../../../../api/user-account';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notifications';
import {
  problemsFromServer,
  stateShown,
  toPayload,
  validateForm,
  withCountry,
  type AccountForm as Form,
  type AccountFormField,
  type FieldProblem,
} from '../account-form';
import { useMetaData } from '../api/get-meta-data';
import { useUpdateUserAccount } from '../api/update-user-account';
import { countryNamer, sortedByName } from './country-names';

const INPUT =
  'block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-signal-700';

/** My account's edit mode (002 §2): Cancel restores, Save closes edit mode on success. */
export function AccountForm({ initial, onDone }: { initial: Form; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<Form>(initial);
  const [problems, setProblems] = useState<Partial<Record<AccountFormField, FieldProblem>>>({});
  const countries = useMetaData('COUNTRY');
  const states = useMetaData('STATE', stateShown(form.country));
  const save = useUpdateUserAccount();
  const countryName = useMemo(() => countryNamer(i18n.language, countries.data), [i18n.language, countries.data]);
  const countryOptions = useMemo(
    () => sortedByName(countries.data ?? [], countryName, i18n.language),
    [countries.data, countryName, i18n.language],
  );

  const set = (field: AccountFormField, value: string) => {
    setForm((f) => (field === 'country' ? withCountry(f, value) : { ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateForm(form);
    setProblems(found);
    if (Object.keys(found).length) return;
    save.mutate(toPayload(form), {
      onSuccess: () => {
        notify({ type: 'SUCCESS', message: t('account.saved') });
        onDone();
      },
      onError: (err) => {
        if (isApiError(err) && err.status === 400) setProblems(problemsFromServer(err.reply?.fieldErrors));
      },
    });
  };

  const text = (
    field: AccountFormField,
    max: number,
    extra: { autoComplete?: string; inputMode?: 'tel' | 'text'; type?: string } = {},
  ) => (
    <Field field={field} problem={problems[field]} max={max}>
      <input
        id={`account-${field}`}
        className={INPUT}
        value={form[field]}
        maxLength={max}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? `account-${field}-error` : undefined}
        onChange={(e) => set(field, e.target.value)}
        {...extra}
      />
    </Field>
  );

  // The country and state pickers: a first choice for none, then the options by code.
  const choice = (
    field: 'country' | 'state',
    autoComplete: string,
    first: ReactNode,
    options: { code: string; label: string }[],
  ) => (
    <Field field={field} problem={problems[field]}>
      <select
        id={`account-${field}`}
        className={INPUT}
        value={form[field]}
        onChange={(e) => set(field, e.target.value)}
        autoComplete={autoComplete}
        aria-invalid={problems[field] ? true : undefined}
      >
        {first}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{text('address1', ACCOUNT_FIELD_LIMITS.address, { autoComplete: 'address-line1' })}</div>
      <div className="sm:col-span-2">{text('address2', ACCOUNT_FIELD_LIMITS.address, { autoComplete: 'address-line2' })}</div>
      {text('city', ACCOUNT_FIELD_LIMITS.city, { autoComplete: 'address-level2' })}
      {choice(
        'country',
        'country',
        <>
          <option value="">{t('account.noCountry')}</option>
          {form.country && !countryOptions.some((o) => o.code === form.country) && (
            <option value={form.country}>{countryName(form.country)}</option>
          )}
        </>,
        countryOptions,
      )}
      {stateShown(form.country) &&
        choice(
          'state',
          'address-level1',
          <option value="">{t('account.noState')}</option>,
          (states.data ?? []).map((s) => ({ code: s.code, label: s.value })),
        )}
      {text('postalCode', ACCOUNT_FIELD_LIMITS.postalCode, { autoComplete: 'postal-code' })}
      {text('mobile', ACCOUNT_FIELD_LIMITS.mobile, { autoComplete: 'tel', inputMode: 'tel', type: 'tel' })}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('account.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('account.saving') : t('account.save')}
        </Button>
      </div>
    </form>
  );
}

function Field({
  field,
  problem,
  max,
  children,
}: {
  field: AccountFormField;
  problem?: FieldProblem;
  max?: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={`account-${field}`} className="mb-1 block text-sm font-semibold text-ink-800">
        {t(`account.fields.${field}`)}
      </label>
      {children}
      {problem && (
        <p id={`account-${field}-error`} role="alert" className="mt-1 text-sm text-signal-700">
          {t(`account.problems.${problem}`, { max })}
        </p>
      )}
    </div>
  );
}
