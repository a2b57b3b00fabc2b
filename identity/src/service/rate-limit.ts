/**
 * A token bucket for the public (user) operations of the whole service: it protects the machine (each
 * sign-in costs a scrypt) rather than tracking callers, since behind the gateway every call comes from
 * one address. Over the rate: TooManyRequestsException 'Rate exceeded', as Cognito's quotas do.
 */
export class RateLimiter {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = this.burst;
    this.last = now();
  }

  private get burst(): number {
    return Math.max(1, this.perSecond * 2);
  }

  take(): boolean {
    if (this.perSecond <= 0) return true;
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
