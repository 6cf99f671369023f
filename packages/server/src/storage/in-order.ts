/**
 * Runs tasks one after another per key, each starting once the one before it (with the same key)
 * has settled; tasks with different keys run side by side. A key is forgotten when its queue
 * empties. A task's failure is its caller's to handle and does not hold up the next.
 */
export class InOrder {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task queued or running. */
  get busy(): number {
    return this.tails.size;
  }
}
