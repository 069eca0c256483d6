import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * A per-provider in-memory store for test providers. oidc-provider's own fallback is one store shared by
 * every provider in the process, and it warns on every start; this one is private to its provider.
 */
export function memoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const findBy = (model: string, field: 'uid' | 'userCode', value: string): AdapterPayload | undefined => {
    for (const [key, entry] of entries) {
      if (key.startsWith(`${model}:`) && entry.payload[field] === value) return live(key);
    }
    return undefined;
  };
  return (model): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000;
      entries.set(`${model}:${id}`, { payload, expiresAt });
    },
    async find(id) {
      return live(`${model}:${id}`);
    },
    async findByUid(uid) {
      return findBy(model, 'uid', uid);
    },
    async findByUserCode(userCode) {
      return findBy(model, 'userCode', userCode);
    },
    async consume(id) {
      const entry = entries.get(`${model}:${id}`);
      if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
    },
    async destroy(id) {
      entries.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId) {
      for (const [key, entry] of entries) {
        if (entry.payload.grantId === grantId && !key.startsWith('Interaction:')) entries.delete(key);
      }
    },
  });
}
