/** A log destination that keeps every line, for tests that read what was logged. */
export class CapturedLog {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  /** The parsed lines whose message is `msg`. */
  entries(msg: string): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === msg);
  }

  get text(): string {
    return this.lines.join('');
  }
}
