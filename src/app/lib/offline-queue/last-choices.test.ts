import { describe, expect, it } from 'vitest';
import { changesOver, choiceOver, type AcknowledgedChange, type AcknowledgedChoice } from './last-choices';

const ack = (at: number, owner = 'ivy'): AcknowledgedChoice => ({ method: 'POST', at, owner, id: 7 });

describe("a screen shows the user's last acknowledged choice until newer data arrives", () => {
  it('over data read before the choice was acknowledged (a refetch cut by the network, a restart on persisted data)', () => {
    expect(choiceOver({ 'favorite:1': ack(2000) }, 'favorite:1', 'ivy', 1000)).toEqual(ack(2000));
  });
  it('not over data read after it: the server is the truth again', () => {
    expect(choiceOver({ 'favorite:1': ack(2000) }, 'favorite:1', 'ivy', 3000)).toBeUndefined();
  });
  it("only the signed-in user's choices, only for that object", () => {
    expect(choiceOver({ 'favorite:1': ack(2000, 'carl') }, 'favorite:1', 'ivy', 1000)).toBeUndefined();
    expect(choiceOver({ 'favorite:1': ack(2000) }, 'favorite:2', 'ivy', 1000)).toBeUndefined();
  });
});

describe('acknowledged changes with bodies show over data read before them', () => {
  const change = (at: number, target: string, owner = 'ivy', kind = 'note'): AcknowledgedChange => ({
    kind,
    target,
    at,
    owner,
    data: null,
    request: { method: 'POST', url: '/x' },
  });
  const journal = [
    change(1000, 'note:1'),
    change(2000, 'note:1'),
    change(3000, 'note:2'),
    change(2500, 'note:1', 'carl'),
    change(2600, 'compass-point:4', 'ivy', 'compass-point'),
  ];
  it('only those newer than the data, oldest first, of the kind and target asked', () => {
    expect(changesOver(journal, 'note', 'ivy', 1500, 'note:1').map((c) => c.at)).toEqual([2000]);
    expect(changesOver(journal, 'note', 'ivy', 0).map((c) => c.at)).toEqual([1000, 2000, 3000]);
    expect(changesOver(journal, 'compass-point', 'ivy', 0).map((c) => c.target)).toEqual(['compass-point:4']);
  });
  it("never another user's", () => {
    expect(changesOver(journal, 'note', 'carl', 0).map((c) => c.at)).toEqual([2500]);
  });
});
