import { USAGE_KINDS, type UsageKind } from '../../../api/usage';
import type { KindCounts, PublisherUsage } from './aggregate';

/*
 * The dashboard's two charts as plain SVG (no chart library): stacked bars per day and per
 * publisher. Each chart is an image with a title and a description for screen readers, every
 * bar segment has a <title> tooltip, and the numbers are also given as a table beside it.
 */

export const KIND_COLOURS: Record<UsageKind, string> = {
  open: '#1d4ed8',
  download: '#047857',
  search: '#7c3aed',
  denial: '#b91c1c',
};

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A "nice" axis maximum (1, 2, 5 × 10^n) at or above `max`, and its four gridline steps. */
export function niceMax(max: number): number {
  if (max <= 4) return 4;
  const p = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= max && (m * p) % 4 === 0) return m * p;
  return Math.ceil(max / 4) * 4;
}

interface ChartText {
  id: string;
  title: string;
  desc: string;
  labels: Record<UsageKind, string>;
}

/** Vertical stacked bars, one per day. */
export function dailyChart(days: { day: string; label: string; counts: KindCounts }[], t: ChartText): string {
  const W = 420,
    H = 240,
    L = 34,
    R = 6,
    T = 10,
    B = 30;
  const max = niceMax(Math.max(0, ...days.map((d) => USAGE_KINDS.reduce((n, k) => n + d.counts[k], 0))));
  const plotW = W - L - R,
    plotH = H - T - B;
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(1, Math.min(48, step * 0.7));
  const y = (v: number) => T + plotH - (v / max) * plotH;
  const parts: string[] = [];
  for (let i = 0; i <= 4; i += 1) {
    const v = (max / 4) * i;
    parts.push(
      `<line x1="${L}" x2="${W - R}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" class="grid"/>`,
      `<text x="${L - 6}" y="${(y(v) + 4).toFixed(1)}" class="axis" text-anchor="end">${Math.round(v)}</text>`,
    );
  }
  // At most five date labels: the chart is phone-narrow; every bar still has its tooltip and the table its row.
  const every = Math.max(1, Math.ceil(days.length / 5));
  days.forEach((d, i) => {
    const x = L + step * i + (step - barW) / 2;
    let acc = 0;
    for (const k of USAGE_KINDS) {
      const v = d.counts[k];
      if (!v) continue;
      const top = y(acc + v),
        h = y(acc) - top;
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" fill="${KIND_COLOURS[k]}" data-kind="${k}" data-day="${d.day}"><title>${esc(`${d.label}: ${t.labels[k]} ${v}`)}</title></rect>`,
      );
      acc += v;
    }
    if (i % every === 0)
      parts.push(
        `<text x="${(x + barW / 2).toFixed(1)}" y="${H - B + 16}" class="axis" text-anchor="middle">${esc(d.label)}</text>`,
      );
  });
  return `<svg viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${t.id}-t ${t.id}-d" class="chart"><title id="${t.id}-t">${esc(t.title)}</title><desc id="${t.id}-d">${esc(t.desc)}</desc>${parts.join('')}</svg>`;
}

const ITEM_KINDS: UsageKind[] = ['open', 'download', 'denial'];

/** Horizontal stacked bars, one per publisher (item events only). */
export function publisherChart(rows: PublisherUsage[], t: ChartText): string {
  const W = 420,
    rowH = 30,
    L = 120,
    R = 34,
    T = 6;
  const H = T * 2 + rowH * rows.length;
  const max = niceMax(Math.max(0, ...rows.map((r) => r.total)));
  const x = (v: number) => L + (v / max) * (W - L - R);
  const parts: string[] = [];
  rows.forEach((r, i) => {
    const top = T + i * rowH + 6;
    const name = r.name.length > 16 ? `${r.name.slice(0, 15)}…` : r.name;
    parts.push(`<text x="${L - 8}" y="${top + 13}" class="axis" text-anchor="end">${esc(name)}</text>`);
    let acc = 0;
    for (const k of ITEM_KINDS) {
      const v = r.counts[k];
      if (!v) continue;
      parts.push(
        `<rect x="${x(acc).toFixed(1)}" y="${top}" width="${(x(acc + v) - x(acc)).toFixed(1)}" height="18" fill="${KIND_COLOURS[k]}" data-kind="${k}" data-publisher="${esc(r.code)}"><title>${esc(`${r.name}: ${t.labels[k]} ${v}`)}</title></rect>`,
      );
      acc += v;
    }
    parts.push(`<text x="${(x(acc) + 6).toFixed(1)}" y="${top + 13}" class="axis">${r.total}</text>`);
  });
  return `<svg viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${t.id}-t ${t.id}-d" class="chart"><title id="${t.id}-t">${esc(t.title)}</title><desc id="${t.id}-d">${esc(t.desc)}</desc>${parts.join('')}</svg>`;
}
