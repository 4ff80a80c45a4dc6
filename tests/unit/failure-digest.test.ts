import { describe, expect, it } from 'vitest';
import { failureDigest } from '../failure-digest';

describe('npm test names each failed journey above the summary line', () => {
  const report = {
    suites: [
      {
        title: 'pwa.spec.ts',
        specs: [],
        suites: [
          {
            title: 'installable PWA',
            specs: [
              {
                title: 'works offline',
                file: 'pwa.spec.ts',
                line: 58,
                tests: [
                  {
                    projectName: 'phone',
                    status: 'unexpected',
                    results: [
                      {
                        status: 'failed',
                        error: { message: '\u001b[31mError: expect(locator).not.toBeEmpty()\u001b[39m\n\n  at pwa.spec.ts:64' },
                      },
                      { status: 'timedOut', errors: [{ message: 'Test timeout of 60000ms exceeded.' }] },
                    ],
                  },
                ],
              },
              {
                title: 'passes',
                file: 'pwa.spec.ts',
                line: 70,
                tests: [{ projectName: 'phone', status: 'expected', results: [{ status: 'passed' }] }],
              },
              {
                title: 'flaky one',
                file: 'pwa.spec.ts',
                line: 80,
                tests: [
                  {
                    projectName: 'desktop',
                    status: 'flaky',
                    results: [{ status: 'failed', error: { message: 'x' } }, { status: 'passed' }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'webServer exited early' }],
  };

  it('lists only failed tests, with every attempt’s first error, without colour codes', () => {
    const text = failureDigest(report).join('\n');
    expect(text).toContain('✘ [phone] pwa.spec.ts:58 › installable PWA › works offline');
    expect(text).toContain('attempt 1 (failed):');
    expect(text).toContain('Error: expect(locator).not.toBeEmpty()');
    expect(text).toContain('attempt 2 (timedOut):');
    expect(text).toContain('Test timeout of 60000ms exceeded.');
    expect(text).not.toContain('\u001b[');
    expect(text).not.toContain('passes');
    expect(text).not.toContain('flaky one');
  });

  it('reports global errors too', () => {
    expect(failureDigest(report).join('\n')).toContain('webServer exited early');
  });

  it('says nothing when nothing failed', () => {
    expect(failureDigest({ suites: [] })).toEqual([]);
  });
});
