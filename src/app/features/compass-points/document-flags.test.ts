import { describe, expect, it } from 'vitest';
import { flagsOf } from './document-flags';

describe('001 §4 when the document compass point list comes back empty, the flag is switched off', () => {
  it('switches both flags off for an empty list', () => {
    expect(flagsOf([])).toEqual({ hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false });
  });
  it('reactivation sets has-activated; a deactivated point sets has-deactivated', () => {
    expect(flagsOf([{ status: 'Active' }])).toEqual({ hasActivatedCompassPoint: true, hasDeactivatedCompassPoint: false });
    expect(flagsOf([{ status: 'Historical' }, { status: 'Deactivated' }])).toEqual({
      hasActivatedCompassPoint: true,
      hasDeactivatedCompassPoint: true,
    });
    expect(flagsOf([{ status: 'Deactivated' }])).toEqual({ hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: true });
  });
});
