import { describe, expect, it } from 'vitest';
import { documentLinkContentCode } from './document-link';

describe('a document link is known before its code loads (start-up)', () => {
  it('the document screens, under the base path, with or without a trailing slash', () => {
    expect(documentLinkContentCode('', { pathname: '/document', search: '?contentCode=msa-hb12-24' })).toBe('msa-hb12-24');
    expect(documentLinkContentCode('/lib', { pathname: '/lib/document/', search: '?contentCode=a&page=12' })).toBe('a');
    expect(documentLinkContentCode('', { pathname: '/document-view', search: '?contentCode=%20b%20' })).toBe('b');
  });
  it('no code, a blank code or another screen is not a document link', () => {
    expect(documentLinkContentCode('', { pathname: '/document', search: '' })).toBeNull();
    expect(documentLinkContentCode('', { pathname: '/document', search: '?contentCode=%20' })).toBeNull();
    expect(documentLinkContentCode('', { pathname: '/home', search: '?contentCode=a' })).toBeNull();
    expect(documentLinkContentCode('', { pathname: '/', search: '' })).toBeNull();
  });
});
