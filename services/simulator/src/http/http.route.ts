import type { IncomingMessage, ServerResponse } from 'node:http';

/** One part of the simulator's HTTP API: answers the request and says true, or says false when it is not its path. */
export type SimRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean | Promise<boolean>;

/** Answers JSON with the status given. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** The request body as text, refused past `maxBytes`. */
export async function readBody(req: IncomingMessage, maxBytes = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
