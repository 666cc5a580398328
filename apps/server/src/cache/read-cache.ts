interface Entry<V> {
  value: V;
  until: number;
}

/**
 * A small in-process cache for reads that many users share and that may lag writes by a few
 * seconds. Concurrent misses for one key share one load; `invalidate()` drops everything, and a
 * load that started before it is not stored, so an invalidation is never undone by a slow read.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** The stored value when it is still fresh; lets a hot path answer without awaiting. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() < entry.until ? entry.value : undefined;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const fresh = this.peek(key);
    if (fresh !== undefined) return fresh;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  invalidate() {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }
}
