import { normaliseUserId } from '@switchyard/packet-schema';

/** Who a request speaks for: the API key it carries and that key's tenant and rights. */
export interface Principal {
  keyName: string;
  /** Lower-cased, so "Acme" and "acme" are one tenant and their users one namespace. */
  tenant: string;
  speaksForUsers: boolean;
  admin: boolean;
}

/**
 * The user id a turn runs as: a key that speaks for its users names them and
 * they become `<tenant>:<user>`; any other key is its own user (its name, which
 * has no `:`, so it never collides with a namespaced user).
 */
export function userIdOf(principal: Principal, requested: string | undefined): string {
  if (requested === undefined) return normaliseUserId(principal.keyName);
  // The user part on its own, so " guest" cannot become "acme: guest", a user no rule names.
  return `${principal.tenant}:${normaliseUserId(requested)}`;
}

/** The approver recorded for an answer given through the ingress. */
export function approverOf(principal: Principal): string {
  return `${principal.tenant}:${principal.keyName}`;
}
