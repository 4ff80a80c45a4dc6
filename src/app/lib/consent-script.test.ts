import { describe, expect, it } from 'vitest';
import { consentScriptSource } from './consent-script';

const ORIGIN = 'http://northwind.localhost:8080';

describe('000 §3 onetrust-script: the tenant consent script loads only when configured, within the Content Security Policy', () => {
  it('loads nothing when the tenant configures none', () => {
    expect(consentScriptSource(null, ORIGIN)).toBeNull();
    expect(consentScriptSource('   ', ORIGIN)).toBeNull();
  });
  it('loads a script this site serves, as an absolute address', () => {
    expect(consentScriptSource('/tenant-assets/northwind/consent.js', ORIGIN)).toBe(
      `${ORIGIN}/tenant-assets/northwind/consent.js`,
    );
    expect(consentScriptSource(`${ORIGIN}/tenant-assets/northwind/consent.js`, ORIGIN)).toBe(
      `${ORIGIN}/tenant-assets/northwind/consent.js`,
    );
  });
  it('refuses a script from another site and anything that is not a web address (script-src is self only)', () => {
    expect(consentScriptSource('https://consent.example/otSDKStub.js', ORIGIN)).toBeNull();
    expect(consentScriptSource('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(consentScriptSource('data:text/javascript,alert(1)', ORIGIN)).toBeNull();
  });
});
