import { attr, childElements, local, type XmlElement } from '../xml';

/*
 * Tables of an STS document as plain HTML rows and cells: XHTML tables (thead/tbody/tr/td) as
 * they are, OASIS (CALS) tables (tgroup/row/entry) turned into them, their spans from
 * namest/nameend and morerows. The cell contents are written by the caller.
 */

export interface TableCell {
  header: boolean;
  colspan: number;
  rowspan: number;
  align: string | null;
  content: XmlElement;
}

export interface TableRow {
  cells: TableCell[];
}

export interface TableGroup {
  section: 'thead' | 'tbody' | 'tfoot';
  rows: TableRow[];
}

const span = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 && n <= 1000 ? n : 1;
};
const ALIGNS = new Set(['left', 'right', 'center', 'justify']);
const alignOf = (e: XmlElement) => {
  const a = attr(e, 'align')?.toLowerCase();
  return a && ALIGNS.has(a) ? a : null;
};

function xhtmlRows(parent: XmlElement, header: boolean): TableRow[] {
  return childElements(parent, 'tr').map((tr) => ({
    cells: childElements(tr)
      .filter((c) => local(c.name) === 'td' || local(c.name) === 'th')
      .map((c) => ({
        header: header || local(c.name) === 'th',
        colspan: span(attr(c, 'colspan')),
        rowspan: span(attr(c, 'rowspan')),
        align: alignOf(c),
        content: c,
      })),
  }));
}

/** An XHTML table's groups; rows directly under <table> form a body. */
function xhtmlTable(table: XmlElement): TableGroup[] {
  const groups: TableGroup[] = [];
  for (const c of childElements(table)) {
    const n = local(c.name);
    if (n === 'thead' || n === 'tbody' || n === 'tfoot') groups.push({ section: n, rows: xhtmlRows(c, n === 'thead') });
  }
  const loose = xhtmlRows(table, false);
  if (loose.length) groups.push({ section: 'tbody', rows: loose });
  return groups;
}

function calsGroup(tgroup: XmlElement): TableGroup[] {
  const names = new Map<string, number>();
  childElements(tgroup, 'colspec').forEach((c, i) => {
    const num = Number(attr(c, 'colnum')) || i + 1;
    const name = attr(c, 'colname');
    if (name) names.set(name, num);
  });
  const colOf = (name: string | undefined) => (name ? names.get(name) : undefined);
  const out: TableGroup[] = [];
  for (const part of childElements(tgroup)) {
    const n = local(part.name);
    if (n !== 'thead' && n !== 'tbody' && n !== 'tfoot') continue;
    out.push({
      section: n,
      rows: childElements(part, 'row').map((row) => ({
        cells: childElements(row, 'entry').map((entry) => {
          const start = colOf(attr(entry, 'namest'));
          const end = colOf(attr(entry, 'nameend'));
          const colspan = start !== undefined && end !== undefined && end > start ? Math.min(end - start + 1, 1000) : 1;
          const more = Number(attr(entry, 'morerows'));
          return {
            header: n === 'thead',
            colspan,
            rowspan: Number.isInteger(more) && more > 0 && more < 1000 ? more + 1 : 1,
            align: alignOf(entry),
            content: entry,
          };
        }),
      })),
    });
  }
  return out;
}

/** The row groups of an XHTML or OASIS table element. */
export function tableGroups(table: XmlElement): TableGroup[] {
  if (local(table.name) === 'table' && !table.name.includes(':') && childElements(table, 'tgroup').length === 0)
    return xhtmlTable(table);
  return childElements(table, 'tgroup').flatMap(calsGroup);
}
