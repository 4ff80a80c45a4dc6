import type { UserAccount } from './account-types';
import { STATE_COUNTRY, userAccountUpdateBody, type UserAccountUpdateBody } from '../../../api/user-account';
import type { FieldError } from '../../../api/errors';

/*
 * My account's edit form (002 §2, §5): the editable fields, the state-select rule, the payload
 * (only the seven address fields) and per-field messages, checked with the contract's own schema.
 */

export const ACCOUNT_FORM_FIELDS = ['address1', 'address2', 'city', 'postalCode', 'country', 'state', 'mobile'] as const;
export type AccountFormField = (typeof ACCOUNT_FORM_FIELDS)[number];
export type AccountForm = Record<AccountFormField, string>;

/** The form's starting values from the saved profile (phone is sent back as mobile). */
export function formFromProfile(p: UserAccount): AccountForm {
  return {
    address1: p.address1,
    address2: p.address2,
    city: p.city,
    postalCode: p.postalCode,
    country: p.country,
    state: p.state,
    mobile: p.phone,
  };
}

/** 002 §5: the state select is shown only for the United States. */
export const stateShown = (country: string) => country === STATE_COUNTRY;

/** Changing the country away from US clears the state, so nothing hidden is kept. */
export function withCountry(form: AccountForm, country: string): AccountForm {
  return { ...form, country, state: stateShown(country) ? form.state : '' };
}

/** The update payload: the seven fields, the state empty unless the country is US. */
export function toPayload(form: AccountForm): UserAccountUpdateBody {
  return {
    address1: form.address1.trim(),
    address2: form.address2.trim(),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    country: form.country,
    state: stateShown(form.country) ? form.state : '',
    mobile: form.mobile.trim(),
  };
}

/** A field's problem as an i18n key of the account namespace. */
export type FieldProblem = 'tooLong' | 'format' | 'unknownOption';

/** Checks the payload with the contract; field -> problem. Empty when it may be sent. */
export function validateForm(form: AccountForm): Partial<Record<AccountFormField, FieldProblem>> {
  const parsed = userAccountUpdateBody.safeParse(toPayload(form));
  if (parsed.success) return {};
  const out: Partial<Record<AccountFormField, FieldProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as AccountFormField;
    out[field] ??= issue.code === 'too_big' ? 'tooLong' : 'format';
  }
  return out;
}

/** The server's field errors (400) as the form's per-field problems. */
export function problemsFromServer(fieldErrors: FieldError[] | undefined): Partial<Record<AccountFormField, FieldProblem>> {
  const out: Partial<Record<AccountFormField, FieldProblem>> = {};
  for (const f of fieldErrors ?? []) {
    if (!(ACCOUNT_FORM_FIELDS as readonly string[]).includes(f.field)) continue;
    out[f.field as AccountFormField] =
      f.message === 'UnknownOption' ? 'unknownOption' : f.message === 'Size' ? 'tooLong' : 'format';
  }
  return out;
}
