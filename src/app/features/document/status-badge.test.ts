import { describe, expect, it } from 'vitest';
import { statusBadgeStyle, statusLabelKey } from './status-badge';

describe('001 §3 status badges: Active, Adopted, Current normal; Previous style 4; no longer current style 5', () => {
  it('groups the statuses', () => {
    for (const s of ['Active', 'Adopted', 'Current']) expect(statusBadgeStyle(s)).toBe('normal');
    expect(statusBadgeStyle('Previous')).toBe('style4');
    for (const s of ['Historical', 'Withdrawn', 'Withdrawn Replaced', 'Withdrawn No replacement', 'Replaced'])
      expect(statusBadgeStyle(s)).toBe('style5');
  });
  it('ignores case and separators, and treats unknown or missing statuses as normal', () => {
    expect(statusBadgeStyle('WITHDRAWN_REPLACED')).toBe('style5');
    expect(statusBadgeStyle('Draft')).toBe('normal');
    expect(statusBadgeStyle(null)).toBe('normal');
  });
  it('builds a label key from the raw status (the raw text is the fallback)', () => {
    expect(statusLabelKey('Withdrawn No replacement')).toBe('document.status.Withdrawn_No_replacement');
  });
});
