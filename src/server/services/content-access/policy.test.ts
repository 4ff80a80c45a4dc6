import { describe, expect, it } from 'vitest';
import { decideContent, modeCovers, type ContentFacts } from './policy';

/* The content-access policy as a table: one caller, one edition, one mode. */

const entitled: ContentFacts = {
  signedIn: true,
  accountSelected: true,
  offered: true,
  licenceDue: false,
  entitled: true,
  drmView: false,
  downloadable: true,
};
const outcome = (f: Partial<ContentFacts>, mode: 'view' | 'download') => {
  const d = decideContent({ ...entitled, ...f }, mode);
  return d.allowed ? 'allowed' : `${d.status} ${d.message}`;
};

describe('an entitled account with an accepted licence views and downloads', () => {
  it('view and download allowed', () => {
    expect(outcome({}, 'view')).toBe('allowed');
    expect(outcome({}, 'download')).toBe('allowed');
  });
});

describe('the checks run in order: signed in, account, tenant offer, licence, entitlement, download rules', () => {
  it('anonymous is 401 whatever else holds', () => {
    expect(outcome({ signedIn: false, offered: false, licenceDue: true }, 'view')).toBe('401 error.unauthorized');
  });
  it('no selected account is 403 "account id not exist"', () => {
    expect(outcome({ accountSelected: false, offered: false }, 'view')).toBe('403 account id not exist');
  });
  it('a document the tenant does not offer is 404 "Can not find content" before the licence or entitlement speak (no hint of other catalogues)', () => {
    expect(outcome({ offered: false, licenceDue: true, entitled: false }, 'view')).toBe('404 Can not find content');
  });
  it('a licence agreement not accepted refuses every content reply, even of entitled documents', () => {
    expect(outcome({ licenceDue: true }, 'view')).toBe('403 error.licenceNotAccepted');
    expect(outcome({ licenceDue: true, entitled: false }, 'download')).toBe('403 error.licenceNotAccepted');
  });
  it('not entitled is 403 error.notEntitled for view and download', () => {
    expect(outcome({ entitled: false }, 'view')).toBe('403 error.notEntitled');
    expect(outcome({ entitled: false, drmView: true }, 'download')).toBe('403 error.notEntitled');
  });
});

describe('restricted (DRM) viewing: read in the reader, never a file or a derived copy', () => {
  it('view allowed, download refused with error.notDownloadable', () => {
    expect(outcome({ drmView: true }, 'view')).toBe('allowed');
    expect(outcome({ drmView: true }, 'download')).toBe('403 error.notDownloadable');
  });
  it('what it views is granted no-store (no cache keeps a copy); others are not', () => {
    expect(decideContent({ ...entitled, drmView: true }, 'view')).toEqual({ allowed: true, noStore: true });
    expect(decideContent(entitled, 'view')).toEqual({ allowed: true, noStore: false });
    expect(decideContent(entitled, 'download')).toEqual({ allowed: true, noStore: false });
  });
});

describe('an edition that is not downloadable is viewed, not downloaded or compared (001 §4)', () => {
  it('view allowed, download refused', () => {
    expect(outcome({ downloadable: false }, 'view')).toBe('allowed');
    expect(outcome({ downloadable: false }, 'download')).toBe('403 error.notDownloadable');
  });
});

describe('a download grant covers viewing, a view grant does not cover a download', () => {
  it('modeCovers', () => {
    expect(modeCovers('download', 'view')).toBe(true);
    expect(modeCovers('view', 'view')).toBe(true);
    expect(modeCovers('view', 'download')).toBe(false);
  });
});
