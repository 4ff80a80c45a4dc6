/*
 * The opening of an HTML view, for the first-paint layer of a document that has no PDF: its head
 * (styles), title block, contents and first clauses, about `budget` characters of markup. The view
 * is written once at import, script-free, one top-level unit per line (content/html-page.ts), so the
 * cut falls at the start of a line that opens a section: never inside a tag or an entity. An element
 * the cut leaves open is closed by the browser's parser at the end of the layer's frame, which
 * never runs scripts; the app's reader replaces the layer with the whole view. The contents list is
 * left out: a long standard's list is tens of kilobytes, and what a phone's first screen needs is
 * the title and the opening clauses (the reader's own view brings the list back).
 */
const CUT = '\n<section';
const CONTENTS = '\n<nav aria-label="Contents">';

export function htmlOpening(whole: string, budget = 16_000): string {
  const nav = whole.indexOf(CONTENTS);
  const navEnd = nav < 0 ? -1 : whole.indexOf('</nav>\n', nav);
  const view = navEnd < 0 ? whole : whole.slice(0, nav + 1) + whole.slice(navEnd + '</nav>\n'.length);
  if (view.length <= budget) return view;
  // The first cut after the budget, so the opening holds at least the title block and one clause.
  const cut = view.indexOf(CUT, budget);
  return cut < 0 ? view : view.slice(0, cut);
}
