import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../server/lib/sessionCache';

describe('SessionCache', () => {
  it('keeps nothing while the change notifications are not heard', () => {
    const cache = new SessionCache<string>();
    cache.store('1:a', 'ana', cache.loadStarts());
    expect(cache.get('1:a')).toBeUndefined();
    cache.setListening(true);
    cache.store('1:a', 'ana', cache.loadStarts());
    expect(cache.get('1:a')).toBe('ana');
    cache.setListening(false);
    expect(cache.get('1:a')).toBeUndefined();
    cache.setListening(true);
    expect(cache.get('1:a')).toBeUndefined();
  });

  it('forgets everything on a change, and refuses a load that was running when it came', () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    cache.store('1:a', 'ana', cache.loadStarts());
    const running = cache.loadStarts();
    cache.invalidate();
    expect(cache.get('1:a')).toBeUndefined();
    // Read before the change committed: it may hold the user as he was.
    cache.store('2:b', 'stale', running);
    expect(cache.get('2:b')).toBeUndefined();
    cache.store('2:b', 'fresh', cache.loadStarts());
    expect(cache.get('2:b')).toBe('fresh');
  });

  it('drops its oldest entry when full', () => {
    const cache = new SessionCache<number>(3);
    cache.setListening(true);
    for (const n of [1, 2, 3, 4]) cache.store(`k${n}`, n, cache.loadStarts());
    expect(cache.size).toBe(3);
    expect(cache.get('k1')).toBeUndefined();
    expect([cache.get('k2'), cache.get('k3'), cache.get('k4')]).toEqual([2, 3, 4]);
  });
});
