import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Storage for the local issuer's short-lived artefacts (interactions, codes, grants, its own sessions).
 * They only matter while someone is signing in, so process memory is enough; our own sessions live in
 * the database. `consume` marks rather than deletes: that is how the issuer detects a replayed code.
 */
export function createMemoryAdapterFactory() {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  const findWhere = (model: string, match: (payload: AdapterPayload) => boolean) => {
    for (const [key, entry] of entries) {
      if (key.startsWith(`${model}:`) && live(key) && match(entry.payload)) return entry.payload;
    }
    return undefined;
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      entries.set(`${model}:${id}`, { payload, expiresAt: Date.now() + expiresIn * 1000 });
    },
    async find(id) {
      return live(`${model}:${id}`)?.payload;
    },
    async findByUid(uid) {
      return findWhere(model, (payload) => payload.uid === uid);
    },
    async findByUserCode(userCode) {
      return findWhere(model, (payload) => payload.userCode === userCode);
    },
    async consume(id) {
      const entry = live(`${model}:${id}`);
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      entries.delete(`${model}:${id}`);
    },
    // Called once per token model; an Interaction that merely mentions the grant must survive it.
    async revokeByGrantId(grantId) {
      for (const [key, entry] of entries) {
        if (key.startsWith(`${model}:`) && entry.payload.grantId === grantId) entries.delete(key);
      }
    },
  });
}
