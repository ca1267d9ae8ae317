interface Running<T> {
  promise: Promise<T>;
  controller: AbortController;
  callers: number;
}

/**
 * Runs `work` once per key at a time: whoever asks while it runs shares its result. Each caller brings
 * its own abort signal, and the work is aborted only when every caller has given up on it.
 */
export function sharedWork<T>() {
  const running = new Map<string, Running<T>>();
  return (key: string, work: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> => {
    signal.throwIfAborted();
    let entry = running.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: Running<T> = {
        controller,
        callers: 0,
        promise: work(controller.signal).finally(() => {
          if (running.get(key) === created) running.delete(key);
        }),
      };
      running.set(key, created);
      entry = created;
    }
    const joined = entry;
    joined.callers += 1;
    signal.addEventListener(
      'abort',
      () => {
        joined.callers -= 1;
        if (joined.callers > 0) return;
        // The next caller starts afresh rather than joining work that is being stopped.
        if (running.get(key) === joined) running.delete(key);
        joined.controller.abort(signal.reason);
      },
      { once: true },
    );
    return joined.promise;
  };
}
