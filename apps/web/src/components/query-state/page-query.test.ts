import { describe, expect, it, vi } from 'vitest';
import { anyFailed, refetchAll, type PageQuery } from './page-query';

const query = (refetch: () => Promise<unknown>, isError = false): PageQuery => ({
  isPending: false,
  isPaused: false,
  isError,
  error: isError ? new Error('failed') : null,
  refetch,
});

describe('refetchAll', () => {
  it('reads every query again and stops the pull spinner once all have answered', async () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    const complete = vi.fn();
    await refetchAll([query(first), query(second)])({ detail: { complete } });
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(complete).toHaveBeenCalledOnce();
  });

  it('stops the pull spinner also when a read fails (the page then shows the failure)', async () => {
    const complete = vi.fn();
    const refresh = refetchAll([query(() => Promise.reject(new Error('offline')))]);
    await expect(refresh({ detail: { complete } })).rejects.toThrow('offline');
    expect(complete).toHaveBeenCalledOnce();
  });
});

describe('anyFailed', () => {
  it('is true as soon as one query failed', () => {
    const ok = () => Promise.resolve();
    expect(anyFailed([query(ok), query(ok)])).toBe(false);
    expect(anyFailed([query(ok), query(ok, true)])).toBe(true);
  });
});
