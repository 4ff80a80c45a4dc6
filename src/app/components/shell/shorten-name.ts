/** Header name shortening (000 §2.5, §9): names longer than `max` characters end in an ellipsis. */
export function shortenName(name: string, max = 40): string {
  const trimmed = name.trim();
  // Count code points, not UTF-16 units, so a name with emoji or astral CJK is not cut mid-character.
  const chars = Array.from(trimmed);
  if (chars.length <= max) return trimmed;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Initials for the compact account button on phones: first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toLocaleUpperCase())
    .join('');
}
