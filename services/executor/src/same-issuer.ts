/** One authorization server named two ways: the same issuer, give or take one trailing `/` (RFC 8414 §3.3). */
export function sameIssuer(a: string, b: string): boolean {
  const bare = (issuer: string) => (issuer.endsWith('/') ? issuer.slice(0, -1) : issuer);
  return bare(a) === bare(b);
}
