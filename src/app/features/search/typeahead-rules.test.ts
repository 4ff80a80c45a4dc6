import { describe, expect, it } from 'vitest';
import { visibleSubDesignations } from './typeahead-rules';

describe('000 §4 type-ahead lists up to 4 (or 5) sub-designations with show more beyond 5', () => {
  it('five or fewer are all shown, without show more', () => {
    expect(visibleSubDesignations([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3, 4, 5], more: false });
    expect(visibleSubDesignations([1], false)).toEqual({ shown: [1], more: false });
  });
  it('beyond five: four and show more', () => {
    expect(visibleSubDesignations([1, 2, 3, 4, 5, 6], false)).toEqual({ shown: [1, 2, 3, 4], more: true });
  });
  it('expanded shows all', () => {
    expect(visibleSubDesignations([1, 2, 3, 4, 5, 6], true)).toEqual({ shown: [1, 2, 3, 4, 5, 6], more: false });
  });
});
