import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let source: string | undefined;

/** axe-core's browser build, read once per worker. */
function axeSource(): string {
  return (source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
}

/**
 * The part of @axe-core/playwright's AxeBuilder the specs use: `new AxeBuilder({ page }).withTags([...])
 * .exclude(selector).analyze()`. axe-core is evaluated in every frame (page.evaluate is not subject to the
 * page's Content-Security-Policy, a script tag would be), then run from the top frame, which asks the frames.
 */
export default class AxeBuilder {
  private readonly page: Page;
  private tags: string[] | undefined;
  private readonly excluded: string[] = [];

  constructor({ page }: { page: Page }) {
    this.page = page;
  }

  /** Only the rules with one of these tags (axe's runOnly by tag). */
  withTags(tags: string[]): this {
    this.tags = [...tags];
    return this;
  }

  /** Leaves the elements matching this selector out of the check. */
  exclude(selector: string): this {
    this.excluded.push(selector);
    return this;
  }

  async analyze(): Promise<AxeResults> {
    const src = axeSource();
    // A frame that is gone or cross-origin is skipped; axe reports what it could not test.
    await Promise.all(this.page.frames().map((frame) => frame.evaluate(src).catch(() => undefined)));
    return this.page.evaluate(
      ({ tags, excluded }) => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const context: ElementContext = excluded.length ? { exclude: excluded.map((s) => [s]) } : document;
        const options: RunOptions = tags ? { runOnly: { type: 'tag', values: tags } } : {};
        return axe.run(context, options);
      },
      { tags: this.tags, excluded: this.excluded },
    );
  }
}
