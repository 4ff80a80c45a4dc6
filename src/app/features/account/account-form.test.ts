import { describe, expect, it } from 'vitest';
import {
  formFromProfile,
  problemsFromServer,
  stateShown,
  toPayload,
  validateForm,
  withCountry,
  type AccountForm,
} from './account-form';

const form = (over: Partial<AccountForm> = {}): AccountForm => ({
  address1: '1 Mill St',
  address2: '',
  city: 'Portland',
  postalCode: '97201',
  country: 'US',
  state: 'OR',
  mobile: '+1 555 0101',
  ...over,
});

describe('State select only for country US; otherwise the state is saved empty (002 §5)', () => {
  it('shows the select for US only', () => {
    expect(stateShown('US')).toBe(true);
    for (const c of ['GB', 'CA', '', 'us']) expect(stateShown(c)).toBe(false);
  });
  it('sends the state for US and an empty state for any other country', () => {
    expect(toPayload(form()).state).toBe('OR');
    expect(toPayload(form({ country: 'CA', state: 'OR' })).state).toBe('');
    expect(toPayload(form({ country: '', state: 'OR' })).state).toBe('');
  });
  it('clears the state when the country changes away from US, keeps it when it stays', () => {
    expect(withCountry(form(), 'GB')).toMatchObject({ country: 'GB', state: '' });
    expect(withCountry(form(), 'US').state).toBe('OR');
  });
});

describe('Account update sends only the seven address fields (002 §5)', () => {
  it('builds the payload from the form, trimmed, with the phone as mobile', () => {
    const profile = {
      firstName: 'Ivy',
      lastName: 'L',
      email: 'i@x',
      companyName: null,
      address1: ' 1 Mill St ',
      address2: '',
      city: 'Portland',
      state: 'OR',
      country: 'US',
      postalCode: '97201',
      phone: '+1 555',
    };
    expect(toPayload(formFromProfile(profile))).toEqual({
      address1: '1 Mill St',
      address2: '',
      city: 'Portland',
      postalCode: '97201',
      country: 'US',
      state: 'OR',
      mobile: '+1 555',
    });
  });
});

describe('Validation: no required fields, lengths and formats checked with the contract', () => {
  it('accepts an empty form', () => {
    expect(validateForm(form({ address1: '', city: '', postalCode: '', country: '', state: '', mobile: '' }))).toEqual({});
  });
  it('names each field that is too long or badly formed', () => {
    expect(validateForm(form({ address1: 'x'.repeat(256), mobile: 'call me', postalCode: '<b>' }))).toEqual({
      address1: 'tooLong',
      mobile: 'format',
      postalCode: 'format',
    });
  });
  it("maps the server's field errors to the form's fields", () => {
    expect(
      problemsFromServer([
        { objectName: 'userAccount', field: 'country', message: 'UnknownOption' },
        { objectName: 'b', field: 'city', message: 'Size' },
        { objectName: 'b', field: 'id', message: 'x' },
      ]),
    ).toEqual({ country: 'unknownOption', city: 'tooLong' });
  });
});
