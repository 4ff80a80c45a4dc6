import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_BASE, documentAddressFrom, documentTarget, isOutsideApp, setDocumentBase } from './document-address';

afterEach(() => setDocumentBase(null));

describe('001 §2 the tenant document base URL plus contentCode is the target other screens open a document at', () => {
  it('appends the encoded content code to the base, then the page or annotation id', () => {
    expect(documentAddressFrom('/library/read?code=', 'MSA A12-2024')).toBe('/library/read?code=MSA+A12-2024');
    expect(documentAddressFrom('/library/read?code=', 'C1', { page: 4, annotationid: null })).toBe(
      '/library/read?code=C1&page=4',
    );
    expect(documentAddressFrom('https://read.example/doc/', 'C&1', { annotationid: 'cp-1' })).toBe(
      'https://read.example/doc/C%261?annotationid=cp-1',
    );
  });
  it('uses the tenant base once it is set, and the document route when the tenant names none', () => {
    expect(documentTarget('C1')).toBe(`${DEFAULT_DOCUMENT_BASE}C1`);
    setDocumentBase('/document-view?contentCode=');
    expect(documentTarget('C1', { page: '2' })).toBe('/document-view?contentCode=C1&page=2');
    setDocumentBase('  ');
    expect(documentTarget('C1')).toBe('/document?contentCode=C1');
  });
  it('tells an address on another site from one inside the app', () => {
    expect(isOutsideApp('https://read.example/doc/C1', 'http://localhost:8080')).toBe(true);
    expect(isOutsideApp('/document?contentCode=C1', 'http://localhost:8080')).toBe(false);
    expect(isOutsideApp('http://localhost:8080/document?contentCode=C1', 'http://localhost:8080')).toBe(false);
  });
});
