import type { ReactNode } from 'react';

/** What a list shows in place of its rows when it has none: one card, the same on every screen. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-white p-6 text-center text-ink-700 ring-1 ring-ink-100">{children}</p>;
}
