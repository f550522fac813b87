/** Characters that show as nothing (zero-width space and joiners, soft hyphen, word joiner, BOM, variation selectors) and control characters. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/**
 * The one form of a user id that policy, rate limits and approvals read:
 * NFKC-normalised, with characters that show as nothing removed, trimmed and
 * lower-cased, so "Guest ", "guest" and "gu\u200Best" are one user and none
 * dodges a rule or a budget written for another.
 */
export function normaliseUserId(userId: string): string {
  return userId.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
}
