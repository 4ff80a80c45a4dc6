import { describe, expect, it } from 'vitest';
import { citationsOffered } from './citations';

const base = {
  isMainPublisher: true,
  assetType: null as string | null,
  contentType: null as string | null,
  citationArticleTypeExclude: false,
};

describe('citations are offered only for journals, STP books or symposia, and MNL manuals of the standards organisation (001 §5)', () => {
  it('journal unless the article type is excluded', () => {
    expect(citationsOffered({ ...base, assetType: 'Journal', contentType: 'JOURNALS' })).toBe(true);
    expect(citationsOffered({ ...base, assetType: 'Journal', contentType: 'JOURNALS', citationArticleTypeExclude: true })).toBe(
      false,
    );
  });
  it('STP book, symposia, MNL manual; not standards, not other books, not other publishers', () => {
    expect(citationsOffered({ ...base, assetType: 'Book', contentType: 'STP_BOOK' })).toBe(true);
    expect(citationsOffered({ ...base, assetType: 'Symposia', contentType: 'STP_PAPER' })).toBe(true);
    expect(citationsOffered({ ...base, assetType: 'Manual', contentType: 'MNL' })).toBe(true);
    expect(citationsOffered({ ...base, assetType: 'Book', contentType: 'MANUAL_MONO_BOOKS' })).toBe(false);
    expect(citationsOffered({ ...base, contentType: 'STANDARDS' })).toBe(false);
    expect(citationsOffered({ ...base, isMainPublisher: false, assetType: 'Journal', contentType: 'JOURNALS' })).toBe(false);
  });
});
