import { describe, expect, it } from 'vitest';
import { editionStanding } from './edition';

/* A pinned document shows whether it is still current, so nobody works from a withdrawn edition. */

const v = (index: number, contentCode: string, status = 'Active') => ({
  id: index,
  index,
  contentCode,
  designationNo: `D1-${index}`,
  publisherCode: 'P',
  status,
});

describe('a kept document is current or replaced by a newer edition', () => {
  it('is current when it is the newest edition and active', () => {
    expect(
      editionStanding({ contentCode: 'B', status: 'Active', replacedByContentCode: null, versions: [v(0, 'A'), v(1, 'B')] }),
    ).toEqual({ kind: 'current' });
  });
  it('is replaced when a newer edition exists', () => {
    expect(
      editionStanding({ contentCode: 'A', status: 'Active', replacedByContentCode: null, versions: [v(0, 'A'), v(1, 'B')] }),
    ).toEqual({ kind: 'replaced', byContentCode: 'B', byDesignation: 'D1-1' });
  });
  it('is replaced when the server names a replacement or the status is withdrawn', () => {
    expect(
      editionStanding({ contentCode: 'A', status: 'Withdrawn Replaced', replacedByContentCode: 'X', versions: [v(0, 'A')] }),
    ).toEqual({ kind: 'replaced', byContentCode: 'X', byDesignation: null });
    expect(
      editionStanding({ contentCode: 'A', status: 'Withdrawn', replacedByContentCode: null, versions: [v(0, 'A')] }).kind,
    ).toBe('replaced');
  });
});
