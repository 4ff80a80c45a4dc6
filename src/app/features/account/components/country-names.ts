import type { MetaDataOption } from '../../../../api/user-account';

/** Country names in the interface language (Intl), falling back to the server's English name. */
export function countryNamer(language: string, options: MetaDataOption[] | undefined): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const byCode = new Map((options ?? []).map((o) => [o.code, o.value]));
  return (code) => {
    if (!code) return '';
    try {
      return names?.of(code) ?? byCode.get(code) ?? code;
    } catch {
      return byCode.get(code) ?? code;
    }
  };
}

/** Options sorted by their shown name in the interface language. */
export function sortedByName(
  options: MetaDataOption[],
  name: (code: string) => string,
  language: string,
): { code: string; label: string }[] {
  return options.map((o) => ({ code: o.code, label: name(o.code) })).sort((a, b) => a.label.localeCompare(b.label, language));
}
