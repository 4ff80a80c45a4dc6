import { describe, expect, it } from 'vitest';
import { formatBytes, formatSize } from './format';

/* The offline storage panel shows sizes the user can read. */

describe('storage sizes read as bytes, kB, MB, GB', () => {
  it('scales by 1024 and keeps one decimal below 10', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(25 * 1024 * 1024, 'en')).toBe('25 MB');
  });
});

describe('a size the server could not read shows as a dash', () => {
  it('null, undefined and NaN are a dash; a number is formatted', () => {
    expect(formatSize(null, 'en')).toBe('–');
    expect(formatSize(undefined, 'en')).toBe('–');
    expect(formatSize(Number.NaN, 'en')).toBe('–');
    expect(formatSize(1536, 'en')).toBe(formatBytes(1536, 'en'));
  });
});
