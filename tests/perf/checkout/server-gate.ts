/**
 * Whether the bench's server is up, for shoppers to wait on: closed just before the bench kills
 * it, opened once it listens again, so a shopper who lost an answer resends when there is a
 * server to hear it, as a client retrying with backoff would, without spinning meanwhile.
 */
export class ServerGate {
  private up: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  close(): void {
    if (this.release) return;
    this.up = new Promise((resolve) => (this.release = resolve));
  }

  open(): void {
    this.release?.();
    this.release = undefined;
  }

  ready(): Promise<void> {
    return this.up;
  }
}
