/** What a test reads from one HTTP answer of the ingress. */
export interface IngressAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: () => Record<string, any>;
}

/** Real HTTP calls to an ingress on 127.0.0.1 with a given API key (none with `key: null`). */
export function ingressClient(port: () => number, defaultKey: string) {
  return async (path: string, init: RequestInit & { key?: string | null } = {}): Promise<IngressAnswer> => {
    const { key = defaultKey, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (key) headers.set('authorization', `Bearer ${key}`);
    if (rest.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const response = await fetch(`http://127.0.0.1:${port()}${path}`, { ...rest, headers });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as Record<string, any> };
  };
}
