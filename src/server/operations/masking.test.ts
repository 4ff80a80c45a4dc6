import { describe, expect, it } from 'vitest';
import { MASK } from '../../api/admin';
import { isSecretName, maskRecord, maskUrlCredentials, maskValue } from './masking';

describe('secrets masked in configuration and environment', () => {
  it('treats secret-sounding names as secrets', () => {
    for (const n of [
      'COOKIE_SECRET',
      'DB_PASSWORD',
      'pwd',
      'GITHUB_TOKEN',
      'apiKey',
      'API_KEY',
      'PRIVATE_KEY_PATH',
      'AWS_CREDENTIALS',
    ])
      expect(isSecretName(n), n).toBe(true);
    for (const n of ['PORT', 'LOG_LEVEL', 'HOME', 'dataDir', 'AUTH_MODE']) expect(isSecretName(n), n).toBe(false);
  });
  it("keeps a URL's shape but hides its password", () => {
    expect(maskUrlCredentials('postgres://bearing:hunter2@db:5432/bearing')).toBe(`postgres://bearing:${MASK}@db:5432/bearing`);
    expect(maskUrlCredentials('smtp://apikey@mail.example:587')).toBe(`smtp://${MASK}@mail.example:587`);
    expect(maskUrlCredentials('http://localhost:8080/')).toBe('http://localhost:8080/');
  });
  it('masks always-secret names whatever their value, leaves empty and non-string values alone', () => {
    expect(maskValue('databaseUrl', 'sqlite:/data/x.sqlite', new Set(['databaseUrl']))).toBe(MASK);
    expect(maskValue('SECRET', '')).toBe('');
    expect(maskValue('port', 8080)).toBe(8080);
    expect(maskValue('smtpUrl', null, new Set(['smtpUrl']))).toBeNull();
    expect(maskRecord({ TOKEN: 'x', PORT: '1' })).toEqual({ TOKEN: MASK, PORT: '1' });
  });
});
