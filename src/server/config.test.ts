import { describe, expect, it } from 'vitest';
import { loadConfig, workersOf } from './config';

describe('WORKERS: how many processes of a node serve its port', () => {
  it('is one unless set', () => {
    expect(loadConfig({}).workers).toBe(1);
  });

  it('takes a count, and auto for one per core', () => {
    expect(workersOf('3', 8)).toBe(3);
    expect(workersOf('auto', 8)).toBe(8);
  });

  it('reads an unusable value as one', () => {
    for (const bad of ['0', '-2', 'many', '']) expect(workersOf(bad, 8), bad).toBe(1);
  });
});
