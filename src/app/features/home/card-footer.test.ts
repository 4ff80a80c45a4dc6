import { describe, expect, it } from 'vitest';
import { cardFooter, isResearchReport } from './card-footer';

const base = {
  documentType: 'Standard',
  lastUpdateDate: '2024-05-01',
  publishDate: '2020-01-01',
  publishedOnlineDate: '2020-02-01',
};

describe("000 §2.6 card footer: 'Published' for research reports, 'Last updated' for others", () => {
  it('research reports show the published date', () => {
    expect(cardFooter({ ...base, documentType: 'Research-Report' })).toEqual({
      labelKey: 'home.card.published',
      date: '2020-01-01',
    });
    expect(isResearchReport('RESEARCH_REPORT')).toBe(true);
    expect(isResearchReport('Standard')).toBe(false);
  });
  it('others show the last update date', () => {
    expect(cardFooter(base)).toEqual({ labelKey: 'home.card.lastUpdated', date: '2024-05-01' });
  });
});

describe('000 §2.6 card footer fallback to published date or published online date', () => {
  it('falls back to the published date when the last update is missing', () => {
    expect(cardFooter({ ...base, lastUpdateDate: null })).toEqual({ labelKey: 'home.card.published', date: '2020-01-01' });
  });
  it('falls back to the published online date when the published date is missing too', () => {
    expect(cardFooter({ ...base, lastUpdateDate: null, publishDate: null })).toEqual({
      labelKey: 'home.card.published',
      date: '2020-02-01',
    });
    expect(cardFooter({ ...base, documentType: 'Research-Report', publishDate: null })).toEqual({
      labelKey: 'home.card.published',
      date: '2020-02-01',
    });
  });
  it('shows nothing without any date', () => {
    expect(
      cardFooter({ documentType: 'Standard', lastUpdateDate: null, publishDate: null, publishedOnlineDate: null }),
    ).toBeNull();
  });
});
