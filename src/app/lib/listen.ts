/** Adds the listeners to `target` and returns the function that removes them again. */
export function listen(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  handlers: Record<string, (event: Event) => void>,
): () => void {
  const entries = Object.entries(handlers);
  for (const [type, handler] of entries) target.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of entries) target.removeEventListener(type, handler);
  };
}
