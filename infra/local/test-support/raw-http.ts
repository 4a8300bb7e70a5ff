import { connect } from 'node:net';

/**
 * Sends bytes exactly as given (no client-side URL or header checks) and reads the answer, to
 * probe what a browser or fetch would never send: broken escapes, odd Host headers, huge bodies.
 */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** The server reset the connection instead of answering or closing it cleanly. */
  reset: boolean;
}

export function rawRequest(url: string, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let reset = false;
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: rest.join('\r\n\r\n'), reset });
    };
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
    });
    socket.on('close', finish);
    // No half-close after writing: Node's server drops a connection whose client ended before a
    // slower (asynchronous) answer was written. Every request here says `Connection: close`.
    socket.write(request);
  });
}

/** A minimal HTTP/1.1 request; `Connection: close` so the answer ends with the socket. */
export function httpText(method: string, target: string, headers: Record<string, string> = {}, body = ''): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
