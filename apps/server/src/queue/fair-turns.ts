import { PRIORITY_LIMIT, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';

// BullMQ OSS has no groups, so fairness rides on job priorities (lower runs first): each job's priority is
// its turn, computed exactly as FairWaitingList does in process. Turns only grow while work is queued, and
// BullMQ priorities stop at PRIORITY_LIMIT, so they start again from 1 whenever the queue is idle.
const nextTurnScript = `
local idle = redis.call('LLEN', KEYS[3]) + redis.call('ZCARD', KEYS[4])
  + redis.call('LLEN', KEYS[5]) + redis.call('ZCARD', KEYS[6]) == 0
if idle then redis.call('DEL', KEYS[1], KEYS[2]) end
local current = tonumber(redis.call('GET', KEYS[1]) or 0)
local last = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or 0)
local turn = math.max(current, last + 1)
redis.call('HSET', KEYS[2], ARGV[1], turn)
return math.min(turn, tonumber(ARGV[2]))
`;

const startedScript = `
if tonumber(ARGV[1]) > tonumber(redis.call('GET', KEYS[1]) or 0) then
  redis.call('SET', KEYS[1], ARGV[1])
end
`;

/** Per-workspace turns for one BullMQ queue, shared by every process that uses it. */
export function fairTurns(redis: Redis, queue: Queue) {
  const currentTurn = `${queue.qualifiedName}:fair:current-turn`;
  const lastTurns = `${queue.qualifiedName}:fair:last-turns`;
  const queuedKeys = ['wait', 'prioritized', 'active', 'delayed'].map((state) => queue.toKey(state));
  return {
    /** The turn, and so the priority, of a new job of this workspace. */
    async next(workspaceId: string): Promise<number> {
      const keys = [currentTurn, lastTurns, ...queuedKeys];
      return Number(await redis.eval(nextTurnScript, keys.length, ...keys, workspaceId, PRIORITY_LIMIT));
    },
    /** Moves the current turn on to that of a job that just started. */
    async started(turn: number): Promise<void> {
      await redis.eval(startedScript, 1, currentTurn, turn);
    },
  };
}
