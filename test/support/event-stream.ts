import { expect } from 'vitest';

export interface StreamEvent {
  type: string;
  data: Record<string, unknown>;
}

/** An open event stream read as it arrives: `until` waits for an event of a type. */
export async function follow(url: string, key: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffered = '';
  let ended = false;
  const read = async () => {
    const { value, done } = await reader.read();
    if (done) ended = true;
    buffered += decoder.decode(value ?? new Uint8Array(), { stream: !done });
    let cut = buffered.indexOf('\n\n');
    while (cut >= 0) {
      const match = /^event: (\w+)\ndata: (.*)$/m.exec(buffered.slice(0, cut));
      if (match) events.push({ type: match[1]!, data: JSON.parse(match[2]!) });
      buffered = buffered.slice(cut + 2);
      cut = buffered.indexOf('\n\n');
    }
  };
  return {
    events,
    ended: () => ended,
    async until(type: string): Promise<StreamEvent> {
      for (;;) {
        const found = events.find((e) => e.type === type);
        if (found) return found;
        if (ended) throw new Error(`the stream ended without "${type}": ${JSON.stringify(events)}`);
        await read();
      }
    },
    async toEnd(): Promise<void> {
      while (!ended) await read();
    },
  };
}
