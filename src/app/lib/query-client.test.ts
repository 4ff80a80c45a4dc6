import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { handleError, isLicenceRefusal, setLicenceRequiredHandler } from './query-client';

/* The server refuses content until the licence agreement is accepted; the app shows the agreement again. */

const refusal = (message: string) =>
  new ApiError(403, message, {
    url: '/api/documents/pdf/contentCode',
    method: 'GET',
    reply: { status: 403, title: 'Forbidden', message, detail: message },
  });

describe('a licence refusal opens the agreement again; other refusals do not', () => {
  it('calls the licence handler for 403 error.licenceNotAccepted only', () => {
    const fn = vi.fn();
    setLicenceRequiredHandler(fn);
    handleError(refusal('error.notEntitled'), undefined);
    expect(fn).not.toHaveBeenCalled();
    handleError(refusal('error.licenceNotAccepted'), undefined);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(isLicenceRefusal(refusal('error.licenceNotAccepted'))).toBe(true);
    expect(isLicenceRefusal(new ApiError(401, 'error.licenceNotAccepted', { url: '/x', method: 'GET' }))).toBe(false);
  });
});
