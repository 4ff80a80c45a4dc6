import type { Block, Segment } from './diff';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML; document text is data, never markup. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]);

function segmentHtml(s: Segment): string {
  const t = escapeHtml(s.text);
  if (s.op === 'del') return `<del>${t}</del>`;
  if (s.op === 'ins') return `<ins>${t}</ins>`;
  return t;
}

/**
 * The HTML comparison result: a fragment (no scripts, no styles, no attributes but class) that
 * the client inserts into the compare view and prints.
 */
export function renderCompareHtml(blocks: Block[], title: { old: string; new: string }): string {
  const body = blocks.map((b) => {
    const whole =
      b.segments.length === 1 && b.segments[0].op !== 'eq'
        ? ` class="${b.segments[0].op === 'del' ? 'cmp-deleted' : 'cmp-inserted'}"`
        : '';
    const inner = b.segments.map(segmentHtml).join('');
    return b.kind === 'heading' ? `<h2${whole}>${inner}</h2>` : `<p${whole}>${inner}</p>`;
  });
  return `<article class="cmp" data-old="${escapeHtml(title.old)}" data-new="${escapeHtml(title.new)}">\n${body.join('\n')}\n</article>\n`;
}
