/*
 * Find in document: loads every page's text once (on the first search), matches in memory,
 * and walks through the matches, asking the reader to bring each one on screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { findInDocument, firstMatchFrom, stepMatch, type FindMatch, type PageTextItem } from './find';
import type { ReaderEngine } from './reader-engine';

export interface FindState {
  query: string;
  matches: FindMatch[];
  index: number;
  searching: boolean;
}

export function useFind(engine: ReaderEngine | null, currentPage: () => number, reveal: (match: FindMatch) => void) {
  const [state, setState] = useState<FindState>({ query: '', matches: [], index: -1, searching: false });
  const texts = useRef<Promise<PageTextItem[][]> | null>(null);
  const run = useRef(0);

  useEffect(() => {
    texts.current = null;
  }, [engine]);

  const search = useCallback(
    async (query: string): Promise<number> => {
      const id = ++run.current;
      if (!engine || !query.trim()) {
        setState({ query, matches: [], index: -1, searching: false });
        return 0;
      }
      setState((s) => ({ ...s, query, searching: true }));
      // All requests at once: the worker answers them in order, and one round trip per page
      // (awaited one by one) made a 100-page search take seconds.
      texts.current ??= Promise.all(Array.from({ length: engine.numPages }, (_, i) => engine.textItems(i + 1)));
      const pages = await texts.current;
      if (id !== run.current) return 0;
      const matches = findInDocument(pages, query);
      const index = firstMatchFrom(matches, currentPage());
      setState({ query, matches, index, searching: false });
      return matches.length;
    },
    [engine, currentPage],
  );

  const step = useCallback((dir: 1 | -1) => {
    setState((s) => ({ ...s, index: stepMatch(s.index, s.matches.length, dir) }));
  }, []);

  const clear = useCallback(() => {
    run.current++;
    setState({ query: '', matches: [], index: -1, searching: false });
  }, []);

  // Paint marks and bring the current match on screen whenever it changes.
  const revealRef = useRef(reveal);
  revealRef.current = reveal;
  useEffect(() => {
    if (!engine) return;
    engine.setMatches(state.matches, state.index);
    const m = state.matches[state.index];
    if (m) revealRef.current(m);
  }, [engine, state.matches, state.index]);

  return { state, search, step, clear };
}
