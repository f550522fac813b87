/** A packet (or something claiming to be one) that does not match the schema. Never retryable. */
export class PacketValidationError extends Error {
  override readonly name = 'PacketValidationError';
  constructor(readonly details: string) {
    super(`invalid packet:\n${details}`);
  }
}
