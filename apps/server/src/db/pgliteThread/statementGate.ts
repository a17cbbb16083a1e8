type Waiter = { exclusive: boolean; resolve: () => void; reject: (error: Error) => void };

/**
 * The order in which the main thread hands statements to the database's one connection. Statements outside
 * a transaction go at once (the worker runs them in arrival order, so several can be on their way: the
 * worker never idles between them). A transaction takes the gate for itself: from its BEGIN to its COMMIT,
 * only its own statements reach the worker and everything else waits here, in arrival order.
 */
export class StatementGate {
  #held = false;
  #closedBy: Error | undefined;
  readonly #waiting: Waiter[] = [];

  /** Resolves when a statement outside any transaction may be sent (undefined: at once). */
  statement(): Promise<void> | undefined {
    if (this.#closedBy) return Promise.reject(this.#closedBy);
    if (!this.#held && this.#waiting.length === 0) return undefined;
    return new Promise((resolve, reject) => this.#waiting.push({ exclusive: false, resolve, reject }));
  }

  /** Resolves once the gate is this transaction's, with the function that hands it on. */
  async transaction(): Promise<() => void> {
    if (this.#closedBy) throw this.#closedBy;
    if (this.#held || this.#waiting.length > 0) {
      await new Promise<void>((resolve, reject) => this.#waiting.push({ exclusive: true, resolve, reject }));
    }
    this.#held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#held = false;
      this.#wakeUp();
    };
  }

  /** Refuses every waiting and later caller with `error` (the database closed or its worker died). */
  close(error: Error): void {
    this.#closedBy ??= error;
    for (const waiter of this.#waiting.splice(0)) waiter.reject(this.#closedBy);
  }

  #wakeUp(): void {
    while (this.#waiting.length > 0 && !this.#held) {
      const next = this.#waiting.shift()!;
      // The transaction marks the gate held itself when it resumes; mark it now so that nothing behind
      // it slips through in the meantime.
      if (next.exclusive) this.#held = true;
      next.resolve();
    }
  }
}
