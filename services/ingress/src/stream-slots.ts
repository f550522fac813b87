/**
 * Open event streams per API key on this ingress: a key gets at most `max`,
 * each released when its stream closes, so no key can hold every socket.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Takes a slot for the key; false when it has `max` open already. */
  take(key: string): boolean {
    const count = this.open.get(key) ?? 0;
    if (count >= this.max) return false;
    this.open.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = (this.open.get(key) ?? 0) - 1;
    if (count > 0) this.open.set(key, count);
    else this.open.delete(key);
  }

  openFor(key: string): number {
    return this.open.get(key) ?? 0;
  }
}
