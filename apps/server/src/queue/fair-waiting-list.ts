/**
 * Waiting jobs in the order that keeps workspaces fair: each job gets a turn, the later of the current
 * turn and one past its workspace's previous job, and jobs leave in turn order, oldest first within a
 * turn. Workspaces with waiting jobs thus take one turn each, round robin, a workspace that arrives joins
 * the current round instead of queueing behind another's backlog, and each workspace keeps its own order.
 * The BullMQ adapter computes the same turns in Redis (see fair-turns.ts).
 */
export class FairWaitingList<T> {
  readonly #waiting: { turn: number; item: T }[] = [];
  /** Last turn given to each workspace; entries behind the current turn decide nothing and are dropped. */
  readonly #lastTurn = new Map<string, number>();
  /** Turn of the job that left last. */
  #currentTurn = 0;

  get size(): number {
    return this.#waiting.length;
  }

  add(workspaceId: string, item: T): void {
    const turn = Math.max(this.#currentTurn, (this.#lastTurn.get(workspaceId) ?? 0) + 1);
    this.#lastTurn.set(workspaceId, turn);
    const later = this.#waiting.findIndex((entry) => entry.turn > turn);
    this.#waiting.splice(later === -1 ? this.#waiting.length : later, 0, { turn, item });
  }

  take(): T | undefined {
    const next = this.#waiting.shift();
    if (!next) return undefined;
    if (next.turn > this.#currentTurn) {
      this.#currentTurn = next.turn;
      for (const [workspaceId, turn] of this.#lastTurn) {
        if (turn < this.#currentTurn) this.#lastTurn.delete(workspaceId);
      }
    }
    return next.item;
  }
}
