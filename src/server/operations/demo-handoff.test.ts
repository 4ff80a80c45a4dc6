import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPartnerKey } from './demo-handoff';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
function freshDataDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-handoff-'));
  dirs.push(d);
  return path.join(d, 'data');
}

describe('hand-off links made at the same time are signed with the one demo partner key', () => {
  it('runs that start together before any key exists all get the key that was kept', async () => {
    const dir = freshDataDir();
    const keys = await Promise.all(Array.from({ length: 4 }, () => demoPartnerKey(dir)));
    const kept = JSON.parse(fs.readFileSync(path.join(dir, 'demo-partner-key.json'), 'utf8')) as Record<string, unknown>;
    for (const key of keys) expect(key).toEqual(kept);
    // Only the key file is left: no drafts of the runs that lost.
    expect(fs.readdirSync(dir)).toEqual(['demo-partner-key.json']);
  });

  it('a later run reads the kept key', async () => {
    const dir = freshDataDir();
    const first = await demoPartnerKey(dir);
    expect(await demoPartnerKey(dir)).toEqual(first);
    expect(first.d).toBeTruthy();
  });
});
