/*
 * The opening of an HTML view, for the first-paint layer of a document that has no PDF: its head
 * (styles), title block, contents and first clauses, about `budget` characters of markup. The view
 * is written once at import, script-free, one top-level unit per line (content/html-page.ts), so the
 * cut falls at the start of a line that opens a section: never inside a tag or an entity. An element
 * the cut leaves open is closed by the browser's parser at the end of the layer's frame, which
 * never runs scripts; the app's reader replaces the layer with the whole view.
 */
const CUT = '\n<section';

export function htmlOpening(view: string, budget = 24_000): string {
  if (view.length <= budget) return view;
  // The first cut after the budget, so the opening holds at least the title block and one clause.
  const cut = view.indexOf(CUT, budget);
  return cut < 0 ? view : view.slice(0, cut);
}
