import { pathToFileURL } from 'node:url';
import { openDatabase, type OpenDatabase } from '../db/database';

/* What the operations scripts share: their options, their database and how they end. */

/** Takes `name value` out of the arguments; undefined when the option is absent. */
export function takeOption(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
}

/** Runs the work on the database at this URL and closes it, whether the work succeeds or fails. */
export async function withDatabase<T>(url: string, work: (open: OpenDatabase) => Promise<T>): Promise<T> {
  const open = await openDatabase(url);
  try {
    return await work(open);
  } finally {
    await open.db.destroy();
  }
}

/**
 * Runs a script's main when its module is the one node was started with (importing it for its
 * exports runs nothing); a failure prints only its message, for the operator, and fails the exit code.
 */
export function runAsScript(moduleUrl: string, main: (argv: string[]) => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error((err as Error).message);
    process.exitCode = 1;
  });
}
