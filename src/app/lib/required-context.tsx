import { createContext, useContext, type ReactNode } from 'react';

/**
 * A context with no default: its provider, and a hook that throws when used outside it. A missing
 * provider is a composition bug, so it should fail loudly rather than render with a made-up value.
 */
export function createRequiredContext<T>(missingMessage: string) {
  const Context = createContext<T | null>(null);
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function useRequired(): T {
    const v = useContext(Context);
    if (v === null) throw new Error(missingMessage);
    return v;
  }
  return [Provider, useRequired] as const;
}
