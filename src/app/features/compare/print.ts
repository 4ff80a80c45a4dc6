/** 001 §2 / §9: the HTML compare prints from a 900 by 700 window, 1 s after it opens. */
export const PRINT_WINDOW = { width: 900, height: 700 } as const;
export const PRINT_DELAY_MS = 1000;

type Opener = (url: string, target: string, features: string) => Pick<Window, 'document' | 'print' | 'focus'> | null;

/** Opens the print window with the comparison and prints it after the delay (fonts and layout settle first). */
export function printCompare(
  html: string,
  title: string,
  open: Opener = (u, t, f) => window.open(u, t, f),
  later = setTimeout,
): boolean {
  const w = open('', '_blank', `width=${PRINT_WINDOW.width},height=${PRINT_WINDOW.height}`);
  if (!w) return false;
  const esc = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  w.document.open();
  w.document.write(`<!doctype html><html><head><meta charset="utf-8"><title>${esc}</title><style>
body{font:14px/1.5 system-ui,sans-serif;margin:24px;color:#1a1f26}h1{font-size:18px}
del{color:#b71717;text-decoration:line-through}ins{color:#0b54b8;text-decoration:underline}
.cmp-deleted{color:#b71717}.cmp-inserted{color:#0b54b8}</style></head><body><h1>${esc}</h1>${html}</body></html>`);
  w.document.close();
  later(() => {
    w.focus();
    w.print();
  }, PRINT_DELAY_MS);
  return true;
}
