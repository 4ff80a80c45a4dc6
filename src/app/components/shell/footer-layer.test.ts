import { describe, expect, it } from 'vitest';
import { footerZIndex } from './footer-layer';

describe('footer layer raised to 1032 while the licence dialog is open, back to 1029 afterwards', () => {
  it('is 1029 normally', () => expect(footerZIndex(false)).toBe(1029));
  it('is 1032 when raised', () => expect(footerZIndex(true)).toBe(1032));
});
