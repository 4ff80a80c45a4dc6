import { ErrorCode, type FieldError } from '../../api/errors';
import { STATE_COUNTRY, UNKNOWN_OPTION, type UserAccountReply, type UserAccountUpdate } from '../../api/user-account';
import { forbidden, HttpError } from '../http-error';
import { updateUserAddress } from '../repositories/user-profile';
import { toAccountReply } from './account';
import { recordAudit } from './audit';
import { isKnownCountry, isKnownState } from './meta-data';
import { requireSession } from './session';
import type { ServiceContext } from './context';

/*
 * Saving my account (002 §2, §5, §7): the caller's own address and phone, nothing else. The state
 * is kept only for the United States; for any other country it is saved empty, whatever was sent.
 */

export const PROFILE_UPDATED = 'PROFILE_UPDATED';

/** The state stored for a country: the given one for US, empty otherwise (002 §5). */
export function stateFor(country: string, state: string): string {
  return country === STATE_COUNTRY ? state : '';
}

/** Unknown country or state codes as field errors (formats are already checked by the contract). */
export function optionErrors(body: Pick<UserAccountUpdate, 'country' | 'state'>): FieldError[] {
  const errors: FieldError[] = [];
  if (body.country && !isKnownCountry(body.country))
    errors.push({ objectName: 'userAccount', field: 'country', message: UNKNOWN_OPTION });
  const state = stateFor(body.country, body.state);
  if (state && !isKnownState(state)) errors.push({ objectName: 'userAccount', field: 'state', message: UNKNOWN_OPTION });
  return errors;
}

/** PUT api/user-accounts: the caller's profile only; answers the saved profile. */
export async function updateMyAccount(ctx: ServiceContext, body: UserAccountUpdate): Promise<UserAccountReply> {
  const session = await requireSession(ctx);
  if (body.id !== undefined && body.id !== session.userId) throw forbidden(ErrorCode.forbidden);
  const fieldErrors = optionErrors(body);
  // No app-error header: the client's handler then names each field (000 §8 "Error on field").
  if (fieldErrors.length) throw new HttpError(400, ErrorCode.validation, { fieldErrors });
  const address = {
    address1: body.address1,
    address2: body.address2,
    city: body.city,
    state: stateFor(body.country, body.state),
    country: body.country,
    postalCode: body.postalCode,
    phone: body.mobile,
  };
  const db = ctx.db;
  await updateUserAddress(db, session.tenantId, session.userId, JSON.stringify(address));
  await recordAudit(db, {
    tenantId: session.tenantId,
    userId: session.userId,
    principal: session.user.email,
    type: PROFILE_UPDATED,
    data: { fields: Object.keys(address) },
  });
  const saved = { ...session, user: { ...session.user, address_json: JSON.stringify(address) } };
  return toAccountReply(saved, null).userAccounts;
}
