/**
 * Why a delivered file is not imported, in words the person who sent it can act on. Readers throw
 * it; the import records it against the file and goes on with the next one.
 */
export class Refusal extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'Refusal';
  }
}

/** The reason of a refusal, or of an unexpected failure, for a report line. */
export function reasonOf(err: unknown): string {
  if (err instanceof Refusal) return err.message;
  const detail = err instanceof Error ? err.message : String(err);
  return `could not be read (${detail.slice(0, 200)})`;
}
