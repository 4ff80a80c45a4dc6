import { describe, expect, it } from 'vitest';
import { choiceOver, type AcknowledgedChoice } from './last-choices';

const ack = (at: number, owner = 'ivy'): AcknowledgedChoice => ({ method: 'POST', at, owner, id: 7 });

describe('a screen shows the user\'s last acknowledged choice until newer data arrives (issue 17, finding 5)', () => {
  it('over data read before the choice was acknowledged (a refetch cut by the network, a restart on persisted data)', () => {
    expect(choiceOver({ 'favorite:1': ack(2000) }, 'favorite:1', 'ivy', 1000)).toEqual(ack(2000));
  });
  it('not over data read after it: the server is the truth again', () => {
    expect(choiceOver({ 'favorite:1': ack(2000) }, 'favorite:1', 'ivy', 3000)).toBeUndefined();
  });
  it('only the signed-in user\'s choices, only for that object', () => {
    expect(choiceOver({ 'favorite:1': ack(2000, 'carl') }, 'favorite:1', 'ivy', 1000)).toBeUndefined();
    expect(choiceOver({ 'favorite:1': ack(2000) }, 'favorite:2', 'ivy', 1000)).toBeUndefined();
  });
});
