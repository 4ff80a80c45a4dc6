import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { refusalReopensAgreement } from './licence-refusal';

const refusal = (startedAt?: number) =>
  new ApiError(403, 'error.licenceNotAccepted', { url: '/api/documents/pdf/contentCode', method: 'GET', startedAt });

describe('a licence refusal opens the agreement again only in answer to the user', () => {
  it('opens it while the user has not closed it', () => {
    expect(refusalReopensAgreement(refusal(10), null, null)).toBe(true);
  });
  it('keeps it closed for calls the screen makes by itself after the close', () => {
    expect(refusalReopensAgreement(refusal(80), 100, null)).toBe(false);
    expect(refusalReopensAgreement(refusal(150), 100, null)).toBe(false);
  });
  it('keeps it closed for a call that began before the user acted again', () => {
    expect(refusalReopensAgreement(refusal(150), 100, 200)).toBe(false);
  });
  it('opens it for a call made after the user acted again (Try again)', () => {
    expect(refusalReopensAgreement(refusal(210), 100, 200)).toBe(true);
  });
  it('opens it when the call time is unknown but the user has acted again', () => {
    expect(refusalReopensAgreement(refusal(), 100, 200)).toBe(true);
  });
});
