/**
 * Runs the actions on one process instance one after the other. An engine step awaits (recovery is
 * asynchronous), so two requests for the same instance could otherwise both load the same state and
 * both approve the same task; queued here, the second one sees what the first has committed.
 */
export class InstanceLocks {
  private readonly tails = new Map<string, Promise<unknown>>()

  run<T>(key: string, action: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    const result = previous.then(action, action)
    // The queue continues whatever this action's outcome; its own caller gets the rejection.
    const tail = result.catch(() => undefined)
    this.tails.set(key, tail)
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key)
    })
    return result
  }

  /** Resolves when every action queued so far has finished (the app waits for it on close). */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()])
  }
}
