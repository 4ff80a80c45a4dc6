import { describe, expect, it } from 'vitest';
import { initials, shortenName } from './shorten-name';

describe('user names longer than 40 characters are shortened with an ellipsis', () => {
  it('keeps a name of exactly 40 characters', () => {
    const name = 'a'.repeat(40);
    expect(shortenName(name, 40)).toBe(name);
  });
  it('cuts a 41-character name to 40 characters plus an ellipsis', () => {
    const out = shortenName('b'.repeat(41), 40);
    expect(out).toBe(`${'b'.repeat(40)}…`);
  });
  it('keeps short names and trims surrounding spaces', () => {
    expect(shortenName('  Ada Lovelace ', 40)).toBe('Ada Lovelace');
  });
  it('does not leave a space before the ellipsis', () => {
    const name = `${'x'.repeat(39)} yz`;
    expect(shortenName(name, 40)).toBe(`${'x'.repeat(39)}…`);
  });
  it('counts characters, not UTF-16 units', () => {
    const name = '𠮷'.repeat(41);
    expect(Array.from(shortenName(name, 40))).toHaveLength(41);
  });
  it('defaults to 40', () => {
    expect(shortenName('c'.repeat(50))).toBe(`${'c'.repeat(40)}…`);
  });
});

describe('initials for the compact account button', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('ada   king lovelace')).toBe('AK');
  });
  it('is empty for an empty name', () => {
    expect(initials('   ')).toBe('');
  });
});
