import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentBase } from '../../lib/document-address';
import { documentAddress, entitlementCheckFailed, isDrmViewing, isNoContentError, OPEN_OPTION, openDecision } from './open-rules';

describe("000 §4 document open: no entitlement header 'true' shows the no-access message", () => {
  it('shows the message, going home only with BACKTOHOME', () => {
    expect(openDecision({ entitled: false, drm: false, contentCode: 'C1' })).toEqual({ kind: 'noAccess', backToHome: false });
    expect(openDecision({ entitled: false, drm: false, contentCode: 'C1', option: OPEN_OPTION.BACKTOHOME })).toEqual({
      kind: 'noAccess',
      backToHome: true,
    });
  });
});

describe('000 §4 document open: new tab for view-only or the new-tab option, else in place', () => {
  it('navigates in place by default', () => {
    expect(openDecision({ entitled: true, drm: false, contentCode: 'C1' })).toEqual({
      kind: 'navigate',
      url: '/document?contentCode=C1',
    });
  });
  it('opens a new tab with NEWTAB', () => {
    expect(openDecision({ entitled: true, drm: false, contentCode: 'C1', option: OPEN_OPTION.NEWTAB })).toEqual({
      kind: 'newTab',
      url: '/document?contentCode=C1',
    });
  });
  it('DRM accounts get the view-only page in a new tab', () => {
    expect(openDecision({ entitled: true, drm: true, contentCode: 'C1', page: 3 })).toEqual({
      kind: 'newTab',
      url: '/document-view?contentCode=C1&page=3',
    });
    expect(isDrmViewing('DRM-VIEW')).toBe(true);
    expect(isDrmViewing(null)).toBe(false);
    expect(documentAddress('a b', false)).toBe('/document?contentCode=a+b');
  });
});

describe('001 §2 opening goes to the tenant document base address; DRM keeps the view-only page', () => {
  afterEach(() => setDocumentBase(null));
  it('navigates to the base plus content code and page', () => {
    setDocumentBase('/library/read?code=');
    expect(openDecision({ entitled: true, drm: false, contentCode: 'C1', page: 3 })).toEqual({
      kind: 'navigate',
      url: '/library/read?code=C1&page=3',
    });
    expect(openDecision({ entitled: true, drm: true, contentCode: 'C1' })).toEqual({
      kind: 'newTab',
      url: '/document-view?contentCode=C1',
    });
  });
});

describe("000 §7 'Can not find content' means no document content", () => {
  it('reads detail or message', () => {
    expect(isNoContentError('Can not find content')).toBe(true);
    expect(isNoContentError(null, 'Can not find content: C9')).toBe(true);
    expect(isNoContentError('Not found')).toBe(false);
  });
});

describe('001 §8 an entitlement check that fails otherwise gets the tenant generic message', () => {
  it('for a server failure or another refusal', () => {
    expect(entitlementCheckFailed({ status: 500 })).toBe(true);
    expect(entitlementCheckFailed({ status: 503 })).toBe(true);
    expect(entitlementCheckFailed({ status: 403 })).toBe(true);
  });
  it('not without an answer, for a cancelled call or an expired sign-in', () => {
    expect(entitlementCheckFailed({ status: 0 })).toBe(false);
    expect(entitlementCheckFailed({ status: 500, cancelled: true })).toBe(false);
    expect(entitlementCheckFailed({ status: 401 })).toBe(false);
    expect(entitlementCheckFailed(new Error('network'))).toBe(false);
  });
});
