import { SlidingWindowLimiter } from './sliding-window';

describe('SlidingWindowLimiter', () => {
  it('allows `limit` hits per window and key, answers the wait, forgets old hits', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 60_000, () => now);
    expect(limiter.hit(['a'])).toBe(0);
    now = 10_000;
    expect(limiter.hit(['a'])).toBe(0);
    expect(limiter.hit(['a'])).toBe(50);
    expect(limiter.hit(['b'])).toBe(0);
    // A refused hit is not counted; the first hit leaves the window at 60 s.
    now = 60_001;
    expect(limiter.hit(['a'])).toBe(0);
    expect(limiter.hit(['a', 'c'])).toBe(10);
    expect(limiter.hit(['c'])).toBe(0);
  });

  it('keeps at most maxKeys keys', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(5, 60_000, () => now, 10);
    for (let i = 0; i < 50; i++) {
      now += 1;
      limiter.hit([`k${i}`]);
    }
    expect(limiter.size).toBeLessThanOrEqual(10);
  });
});

describe('SlidingWindowLimiter with per-key budgets', () => {
  it('applies each key its own limit, and counts nothing when one key refuses', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 60_000, () => now);
    const keys = (user: string) => [user, { key: 'ip', limit: 3 }];
    expect(limiter.hit(keys('alice'))).toBe(0);
    expect(limiter.hit(keys('alice'))).toBe(0);
    // alice is over her 2; the IP key (3) must not be charged for the refused attempt.
    expect(limiter.hit(keys('alice'))).toBeGreaterThan(0);
    expect(limiter.hit(keys('bob'))).toBe(0);
    // The IP has now had 3 counted hits: bob's second attempt is refused by the IP's budget.
    now = 1_000;
    expect(limiter.hit(keys('bob'))).toBe(59);
  });
});
