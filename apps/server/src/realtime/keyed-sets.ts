/** Sets of members by key (the subscribers of each channel, the connections of each user or address). */
export class KeyedSets<Member> {
  private readonly sets = new Map<string, Set<Member>>();

  add(key: string, member: Member) {
    const set = this.sets.get(key) ?? new Set();
    set.add(member);
    this.sets.set(key, set);
  }

  remove(key: string, member: Member) {
    const set = this.sets.get(key);
    set?.delete(member);
    // Drop empty sets, so the map does not grow with every workspace, user or address ever seen.
    if (set?.size === 0) this.sets.delete(key);
  }

  count(key: string): number {
    return this.sets.get(key)?.size ?? 0;
  }

  of(key: string): Iterable<Member> {
    return this.sets.get(key) ?? [];
  }
}
