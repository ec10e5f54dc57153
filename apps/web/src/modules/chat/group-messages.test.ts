import { describe, expect, it } from 'vitest';
import { groupMessages } from './group-messages';

const at = (senderId: number, message: string) => ({
  senderId,
  message,
  time: '2024-03-11T09:30:00.000Z',
  file: null,
});

describe('groupMessages', () => {
  it('puts consecutive messages of one sender together, in order', () => {
    const groups = groupMessages([at(1, 'a'), at(1, 'b'), at(2, 'c'), at(1, 'd')]);
    expect(groups.map((group) => [group.key, group.senderId, group.messages.length])).toEqual([
      [0, 1, 2],
      [2, 2, 1],
      [3, 1, 1],
    ]);
  });

  it('gives no group for no message', () => {
    expect(groupMessages([])).toEqual([]);
  });
});
