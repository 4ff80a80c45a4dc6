import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';

/* The offline storage panel shows sizes the user can read. */

describe('storage sizes read as bytes, kB, MB, GB', () => {
  it('scales by 1024 and keeps one decimal below 10', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(25 * 1024 * 1024, 'en')).toBe('25 MB');
  });
});
