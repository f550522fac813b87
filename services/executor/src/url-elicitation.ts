/** A server's `elicitation/create` in form mode. */
export interface FormQuestion {
  mode?: 'form';
  message: string;
  requestedSchema: Record<string, unknown>;
}

/** A server's `elicitation/create` in url mode: the user is asked to consent to opening `url` themselves. */
export interface UrlQuestion {
  mode: 'url';
  message: string;
  url: string;
  /** The URL's host, which the user is shown to judge where the link leads. */
  domain: string;
  elicitationId: string;
}

/** A question a server puts to the turn's user during a call. */
export type ElicitQuestion = FormQuestion | UrlQuestion;

const MAX_URL_CHARS = 2_000;

/**
 * The question in a server's `elicitation/create` params, or why it is declined unasked.
 * A URL question must name an http(s) URL of bounded length; Switchyard never opens it.
 */
export function elicitQuestion(params: {
  mode?: unknown;
  message?: unknown;
  requestedSchema?: unknown;
  url?: unknown;
  elicitationId?: unknown;
}): ElicitQuestion | { refused: string } {
  const message = typeof params.message === 'string' ? params.message.slice(0, 4_000) : '';
  if (params.mode === 'url') {
    const domain = urlDomain(params.url);
    if (!domain) return { refused: 'a url-mode question without an http(s) URL' };
    if (typeof params.elicitationId !== 'string' || params.elicitationId.length === 0 || params.elicitationId.length > 200) {
      return { refused: 'a url-mode question without an elicitationId' };
    }
    return { mode: 'url', message, url: params.url as string, domain, elicitationId: params.elicitationId };
  }
  if (params.mode !== undefined && params.mode !== 'form') return { refused: `a question in the unknown mode ${JSON.stringify(params.mode).slice(0, 40)}` };
  if (typeof params.requestedSchema !== 'object' || params.requestedSchema === null) return { refused: 'a form question without a requestedSchema' };
  return { message, requestedSchema: params.requestedSchema as Record<string, unknown> };
}

/** The host of an http(s) URL (lower case, without credentials or port), or undefined for anything else. */
export function urlDomain(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > MAX_URL_CHARS) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return parsed.hostname.toLowerCase() || undefined;
}
