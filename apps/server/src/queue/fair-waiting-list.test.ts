import { describe, expect, it } from 'vitest';
import { FairWaitingList } from './fair-waiting-list.js';

function drain(list: FairWaitingList<string>): string[] {
  const taken: string[] = [];
  for (let item = list.take(); item !== undefined; item = list.take()) taken.push(item);
  return taken;
}

describe('FairWaitingList', () => {
  it('takes one job per waiting workspace in turn, each workspace in its own order', () => {
    const list = new FairWaitingList<string>();
    for (const item of ['a1', 'a2', 'a3', 'a4']) list.add('A', item);
    for (const item of ['b1', 'b2']) list.add('B', item);
    list.add('C', 'c1');

    expect(list.size).toBe(7);
    expect(drain(list)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(list.size).toBe(0);
  });

  it('lets a workspace that arrives late join the current round, not wait behind a backlog', () => {
    const list = new FairWaitingList<string>();
    for (const item of ['a1', 'a2', 'a3', 'a4']) list.add('A', item);
    expect([list.take(), list.take()]).toEqual(['a1', 'a2']);

    list.add('B', 'b1');
    list.add('B', 'b2');
    expect(drain(list)).toEqual(['b1', 'a3', 'b2', 'a4']);
  });

  it('puts a workspace that was just served behind one that was not', () => {
    const list = new FairWaitingList<string>();
    list.add('A', 'a1');
    list.add('B', 'b1');
    expect(list.take()).toBe('a1');

    list.add('A', 'a2');
    list.add('C', 'c1');
    expect(drain(list)).toEqual(['b1', 'c1', 'a2']);
  });
});
