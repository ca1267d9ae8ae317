/** Which subscribers each channel has on this process. */
export class ChannelRegistry<Subscriber> {
  private readonly subscribers = new Map<string, Set<Subscriber>>();

  add(channel: string, subscriber: Subscriber) {
    const set = this.subscribers.get(channel) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(channel, set);
  }

  remove(channel: string, subscriber: Subscriber) {
    const set = this.subscribers.get(channel);
    set?.delete(subscriber);
    // Channels are per workspace: drop empty ones so the map does not grow with every workspace ever seen.
    if (set?.size === 0) this.subscribers.delete(channel);
  }

  count(channel: string): number {
    return this.subscribers.get(channel)?.size ?? 0;
  }

  of(channel: string): Iterable<Subscriber> {
    return this.subscribers.get(channel) ?? [];
  }
}
