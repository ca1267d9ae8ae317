/** A failed engine request, with a stable `code` from the protocol (or `worker_crashed`, `engine_closed`). */
export { EngineError } from './engine-error.js';
/** `createEnginePool({slots, cpuThreads, python, logger})`: warm workers behind one FIFO queue. */
export {
  createEnginePool,
  type EnginePool,
  type EnginePoolOptions,
  type EnginePoolStatus,
} from './engine-pool.js';
/** Callbacks for a transcription's `progress` (0..1, never decreasing) and decoded `segment` events. */
export type { EngineHandlers } from './engine-process.js';
/** Where the pool logs worker stderr and stray output; a pino logger fits. */
export type { EngineLogger } from './engine-worker.js';
