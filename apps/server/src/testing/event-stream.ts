import http from 'node:http';

export interface EventStream {
  status: number;
  contentType: string | undefined;
  text(): string;
  /** Resolves with the data of the first `change` event, or rejects after `timeoutMs`. */
  nextChange(timeoutMs: number): Promise<{ type: string; tags: string[] }>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/events` over real HTTP (the route hijacks the reply, so `inject` cannot read it). */
export function openEventStream(
  base: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { headers: { cookie, ...headers } }, (response) => {
      let buffer = '';
      const listeners = new Set<() => void>();
      const ended = new Promise<void>((done) => response.on('end', done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (const listener of listeners) listener();
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        text: () => buffer,
        nextChange(timeoutMs) {
          return new Promise((done, fail) => {
            const check = () => {
              const match = /event: change\ndata: (.*)\n\n/.exec(buffer);
              if (!match?.[1]) return;
              clearTimeout(timer);
              listeners.delete(check);
              done(JSON.parse(match[1]) as { type: string; tags: string[] });
            };
            const timer = setTimeout(() => {
              listeners.delete(check);
              fail(
                new Error(
                  `no change event within ${timeoutMs} ms; the stream said: ${JSON.stringify(buffer)}`,
                ),
              );
            }, timeoutMs);
            listeners.add(check);
            check();
          });
        },
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

export const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
