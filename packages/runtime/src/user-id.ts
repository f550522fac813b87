/**
 * The one form of a user id that policy, rate limits and approvals read:
 * trimmed and lower-cased, so "Guest " and "guest" are one user and neither
 * dodges a rule or a budget written for the other.
 */
export function normaliseUserId(userId: string): string {
  return userId.normalize('NFKC').trim().toLowerCase();
}
