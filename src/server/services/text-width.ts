import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import type { WidthOf } from './compass-points/carry-forward-match';

let helvetica: Font | null = null;

/** Helvetica advance widths (the seed's font); a fair proportion for other sans fonts too. */
export const helveticaWidth: WidthOf = (s) => {
  helvetica ??= Font.load(FontNames.Helvetica);
  let w = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    const glyph = Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp)
      ? Encodings.WinAnsi.encodeUnicodeCodePoint(cp).name
      : 'question';
    w += Number(helvetica.getWidthOfGlyph(glyph) || 556);
  }
  return w;
};
