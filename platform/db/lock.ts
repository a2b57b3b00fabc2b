/** A FIFO async lock: one holder at a time, waiters served in arrival order. */
export class AsyncLock {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => held);
    return previous.then(() => {
      let done = false;
      return () => {
        if (!done) {
          done = true;
          release();
        }
      };
    });
  }
}
