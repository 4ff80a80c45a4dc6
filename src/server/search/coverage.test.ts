import { describe, expect, it } from 'vitest';
import { coverageScores, stemKey, type Concept } from './coverage';

const concept = (...words: [string, number][]): Concept => ({ words: words.map(([word, weight]) => ({ word, weight })) });
// Every word in 10 of 1000 documents: equal rarity, so only coverage decides.
const even = () => 10;

describe('concept coverage counts a typed word and its added words once, by the best of them', () => {
  const paint = concept(['paint', 1], ['coating', 1]);
  const bubbling = concept(['bubbling', 1], ['blistering', 1]);

  it('ranks a title naming two concepts above one naming one concept in two words', () => {
    const [synonymTwice, twoConcepts] = coverageScores(
      [paint, bubbling],
      [
        { title: 'Practice for Evaluating Coating', keywords: 'paint, coating' },
        { title: 'Guide for Assessing Blistering in Coating', keywords: '' },
      ],
      even,
      1000,
    );
    expect(twoConcepts).toBeGreaterThan(synonymTwice);
  });

  it('gives a concept the score of its best word, not the sum of its words', () => {
    const [both, one] = coverageScores(
      [paint],
      [
        { title: 'Paint Coating', keywords: '' },
        { title: 'Coating', keywords: '' },
      ],
      even,
      1000,
    );
    expect(both).toBeCloseTo(one);
  });
});

describe('concept coverage weighs where and how a word matched', () => {
  it('counts a title word above a keyword, and a keyword above nothing', () => {
    const [title, keyword, none] = coverageScores(
      [concept(['creep', 1])],
      [
        { title: 'Creep of Nylon Resin', keywords: '' },
        { title: 'Nylon Resin', keywords: 'creep' },
        { title: 'Nylon Resin', keywords: 'moulding' },
      ],
      even,
      1000,
    );
    expect(title).toBeGreaterThan(keyword);
    expect(keyword).toBeGreaterThan(none);
    expect(none).toBe(0);
  });

  it('counts a rare word above a common one, and an added word by its weight', () => {
    const counts: Record<string, number> = { necking: 5, steel: 500 };
    const [rare, common] = coverageScores(
      [concept(['necking', 1]), concept(['steel', 1])],
      [
        { title: 'Necking', keywords: '' },
        { title: 'Steel', keywords: '' },
      ],
      (w) => counts[w] ?? 1,
      1000,
    );
    expect(rare).toBeGreaterThan(common);
    const [typed, added] = coverageScores(
      [concept(['rust', 1], ['corrosion', 0.8])],
      [
        { title: 'Rust', keywords: '' },
        { title: 'Corrosion', keywords: '' },
      ],
      even,
      1000,
    );
    expect(added).toBeCloseTo(0.8 * typed);
  });

  it('meets inflected forms as the engines stem them', () => {
    expect(stemKey('pipes')).toBe(stemKey('pipe'));
    expect(stemKey('welded')).toBe('weld');
    expect(stemKey('gas')).toBe('gas');
    const [score] = coverageScores([concept(['pipes', 1])], [{ title: 'Copper Pipe', keywords: '' }], even, 1000);
    expect(score).toBeGreaterThan(0);
  });
});
