/**
 * HTTP/1.1 over a bare socket, for requests fetch refuses to send or cannot time: unknown
 * methods, oversized headers, partial bodies and pipelined requests on one connection.
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits the bytes a server sent into its responses (each with a Content-Length). */
export function parseResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) break;
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    const body = Buffer.from(rest.slice(bodyStart)).subarray(0, length).toString();
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(bodyStart + body.length);
  }
  return responses;
}

export interface RawConnection {
  socket: Socket;
  /** everything the server sent, once it closed the connection */
  closed: Promise<RawResponse[]>;
}

export function openRaw(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const closed = new Promise<RawResponse[]>((done) =>
        socket.once('close', () => done(parseResponses(received))),
      );
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

/** Sends raw request bytes on a new connection and returns the first response. */
export async function rawRequest(url: string, bytes: string): Promise<RawResponse> {
  const connection = await openRaw(url);
  connection.socket.on('error', () => {}); // the server may reset after answering
  connection.socket.end(bytes);
  const [first] = await connection.closed;
  if (!first) throw new Error('the server closed the connection without a response');
  return first;
}
