import { describe, expect, it } from 'vitest';
import { LANGUAGES, findLanguage, localeFileUrl } from './languages';

describe('000 §3 languages: 14 codes, each with its locale file', () => {
  it('has the spec codes in order', () =>
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      'EN',
      'AR',
      'CF',
      'zh-Hans',
      'FR',
      'IT',
      'JA',
      'KO',
      'PT',
      'RU',
      'es-ES',
      'ES',
      'TR',
      'DE',
    ]));
  it('maps codes to lowercase files, CF to fr-ca and ES to Latin American es', () => {
    expect(localeFileUrl('CF')).toBe('/i18n/fr-ca.json');
    expect(localeFileUrl('zh-Hans')).toBe('/i18n/zh-hans.json');
    expect(localeFileUrl('ES')).toBe('/i18n/es.json');
    expect(localeFileUrl('es-ES')).toBe('/i18n/es-es.json');
  });
  it('finds a language case-insensitively and falls back to English for unknown codes', () => {
    expect(findLanguage('en')?.code).toBe('EN');
    expect(findLanguage('fr-CA')?.code).toBe('CF');
    expect(findLanguage('xx')).toBeUndefined();
    expect(localeFileUrl('xx')).toBe('/i18n/en.json');
  });
  it('only Arabic is right-to-left', () => expect(LANGUAGES.filter((l) => l.rtl).map((l) => l.code)).toEqual(['AR']));
});
