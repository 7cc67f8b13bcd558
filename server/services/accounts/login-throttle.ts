/** Wrong passwords an address may send before it has to wait: twice what locks one account. */
export const freeFailuresPerAddress = 10;
const longestWaitSeconds = 5 * 60;
const forgetAfterMs = 60 * 60 * 1000;
/** Bounds the memory an attacker can make Larder spend on names and addresses. */
const maxRemembered = 10_000;

interface Failures {
  count: number;
  lastAt: number;
}

/** Failure counts by key, forgotten an hour after the last failure, oldest dropped first. */
class FailureBook {
  private readonly entries = new Map<string, Failures>();

  constructor(private readonly now: () => number) {}

  get(key: string): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.lastAt > forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  add(key: string): number {
    const count = (this.get(key)?.count ?? 0) + 1;
    this.entries.delete(key);
    this.entries.set(key, { count, lastAt: this.now() });
    if (this.entries.size > maxRemembered) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return count;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * What Larder remembers of failed logins in memory, beside the accounts' own lock-out:
 * - per address, a back-off: after ten failures each further attempt waits 1 s, 2 s, 4 s, …
 *   (at most 5 minutes) after the last failure, which slows a guesser on the network without
 *   locking anybody's account;
 * - per unknown login name, the same count an account keeps, so that a name nobody has answers
 *   exactly like a real account (locked after five failures) and cannot be told apart.
 */
export class LoginThrottle {
  private readonly byAddress: FailureBook;
  private readonly byUnknownName: FailureBook;

  constructor(private readonly now: () => number = Date.now) {
    this.byAddress = new FailureBook(now);
    this.byUnknownName = new FailureBook(now);
  }

  /** Seconds the address must still wait before its next attempt is read; 0 when it may go on. */
  waitSeconds(address: string): number {
    const failures = this.byAddress.get(address);
    if (!failures || failures.count < freeFailuresPerAddress) return 0;
    const wait = Math.min(2 ** (failures.count - freeFailuresPerAddress), longestWaitSeconds);
    const left = failures.lastAt + wait * 1000 - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  failedFrom(address: string): void {
    this.byAddress.add(address);
  }

  succeededFrom(address: string): void {
    this.byAddress.clear(address);
  }

  /** Counts a failure for a name no account has; answers the count so far, this one included. */
  failedUnknownName(login: string): number {
    return this.byUnknownName.add(login.toLowerCase());
  }

  unknownNameFailures(login: string): number {
    return this.byUnknownName.get(login.toLowerCase())?.count ?? 0;
  }
}
