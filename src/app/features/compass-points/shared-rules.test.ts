import { describe, expect, it } from 'vitest';
import {
  NOT_ENABLED_TITLE,
  NOT_ENTITLED_TITLE,
  canSaveShared,
  documentUrl,
  shareUrl,
  sharedFailure,
  sharedOutcome,
} from './shared-rules';

describe('001 §2 a live shared point redirects to the document; a deactivated one shows the notice', () => {
  it('redirects with the content code and annotation id', () => {
    expect(sharedOutcome({ isDeleted: false, contentCode: 'MSA A12-2024', annotationID: 'cp-1' })).toEqual({
      kind: 'redirect',
      to: '/document?contentCode=MSA+A12-2024&annotationid=cp-1',
    });
    expect(sharedOutcome({ isDeleted: true, contentCode: 'x' })).toEqual({ kind: 'deactivated' });
  });
  it('builds the document and share URLs', () => {
    expect(documentUrl('C1')).toBe('/document?contentCode=C1');
    expect(shareUrl('https://a.example', '/app', 'u-1')).toBe('https://a.example/app/compasspoint/u-1');
  });
});

describe('001 §8 shared compass point 401 and 403 outcomes', () => {
  it('401: not eligible for the user type', () => expect(sharedFailure(401, 'x')).toEqual({ kind: 'notEligible' }));
  it('403 by title', () => {
    expect(sharedFailure(403, NOT_ENTITLED_TITLE)).toEqual({ kind: 'notEntitled' });
    expect(sharedFailure(403, NOT_ENABLED_TITLE)).toEqual({ kind: 'notEnabled' });
  });
  it('other failures', () => {
    expect(sharedFailure(404, null)).toEqual({ kind: 'notFound' });
    expect(sharedFailure(500, null)).toEqual({ kind: 'failed' });
  });
});

describe('001 §4 a shared point can be saved when not yet in the list, only for the matching annotation', () => {
  const p = { own: false, saved: false, isDeleted: false, annotationID: 'cp-1' };
  it('allows the matching annotation only', () => {
    expect(canSaveShared(p, 'cp-1')).toBe(true);
    expect(canSaveShared(p, 'cp-2')).toBe(false);
    expect(canSaveShared(p, null)).toBe(false);
  });
  it('not when already there or deactivated', () => {
    expect(canSaveShared({ ...p, saved: true }, 'cp-1')).toBe(false);
    expect(canSaveShared({ ...p, own: true }, 'cp-1')).toBe(false);
    expect(canSaveShared({ ...p, isDeleted: true }, 'cp-1')).toBe(false);
  });
});
