import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIVITY_STORAGE_KEY, checkConnectivity, OFFLINE_WARNING, recordConnectivity } from './connectivity';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('checkConnectivity', () => {
  it('is online on a 2xx HEAD /api/health', async () => {
    const request = vi.fn(async () => new Response(null, { status: 200 }));
    await expect(checkConnectivity(request)).resolves.toBe('online');
    expect(request).toHaveBeenCalledWith('/api/health', expect.objectContaining({ method: 'HEAD' }));
  });

  it('is offline on an error status or a network failure', async () => {
    await expect(checkConnectivity(async () => new Response(null, { status: 503 }))).resolves.toBe('offline');
    await expect(
      checkConnectivity(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBe('offline');
  });
});

describe('recordConnectivity', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores the status and warns when going offline, once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    recordConnectivity('online', null, storage);
    expect(storage.getItem(CONNECTIVITY_STORAGE_KEY)).toBe('online');
    expect(warn).not.toHaveBeenCalled();
    recordConnectivity('offline', 'online', storage);
    recordConnectivity('offline', 'offline', storage);
    expect(storage.getItem(CONNECTIVITY_STORAGE_KEY)).toBe('offline');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(OFFLINE_WARNING);
  });
});
