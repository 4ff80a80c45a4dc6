import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path';

const ORIGIN = 'https://bearing.example';

describe('the central login comes back only to a page of the same site (000 §2.5, open redirects)', () => {
  it('keeps the path, query and hash of a page on the origin', () => {
    expect(sameOriginPath('https://bearing.example/document?contentCode=A1#p2', ORIGIN)).toBe('/document?contentCode=A1#p2');
    expect(sameOriginPath('/home/1', ORIGIN)).toBe('/home/1');
  });
  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://bearing.example/', ''])(
    'refuses %s',
    (target) => {
      expect(sameOriginPath(target, ORIGIN)).toBeNull();
    },
  );
});
