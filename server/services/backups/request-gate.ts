import { ConflictError } from '../../domain/errors';

/**
 * Lets a restore swap the database under a running server. Requests pass through `enter()` and
 * `leave()` once they no longer need the database (when their answer starts). `hold(work)`
 * stops new requests at the gate (they wait, they are not refused), waits for those inside to
 * leave, runs `work`, and opens the gate again: so no request ever sees the database closed.
 */
export class RequestGate {
  private inside = 0;
  private closed: Promise<void> | null = null;
  private drained: (() => void) | null = null;

  constructor(private readonly drainTimeoutMs = 30_000) {}

  /** Resolves once the request may go on; call the returned function exactly once after. */
  async enter(): Promise<() => void> {
    while (this.closed) await this.closed;
    this.inside += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inside -= 1;
      if (this.inside === 0) this.drained?.();
    };
  }

  async hold<T>(work: () => Promise<T>): Promise<T> {
    while (this.closed) await this.closed;
    let open!: () => void;
    this.closed = new Promise<void>((resolve) => (open = resolve));
    try {
      await this.drain();
      return await work();
    } finally {
      this.closed = null;
      open();
    }
  }

  private async drain(): Promise<void> {
    if (this.inside === 0) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        this.drained = resolve;
        timer = setTimeout(
          () => reject(new ConflictError('errors.backups.larderIsBusyAnsweringOther')),
          this.drainTimeoutMs,
        );
      });
    } finally {
      clearTimeout(timer);
      this.drained = null;
    }
  }
}
