// A real TCP proxy (node:net) for outage tests: put it between the server and PostgreSQL, then
// close() it to cut the backend off (listener gone, every live connection destroyed) and start a
// new one on the same port to bring the backend back; or hang() it to make the backend stop
// answering while every connection stays open (and new ones are still accepted).
import net from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1). */
  readonly port: number;
  /** Connections currently open through the proxy. */
  readonly liveConnections: number;
  /** Stops listening and destroys every live connection (both sides). */
  close(): Promise<void>;
  /** From now on nothing reaches the backend and nothing comes back; connections stay open. */
  hang(): void;
}

export async function startTcpProxy(opts: { targetHost?: string; targetPort?: number; port?: number } = {}): Promise<TcpProxy> {
  const targetHost = opts.targetHost ?? '127.0.0.1';
  const targetPort = opts.targetPort ?? 5432;
  const live = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    live.add(s);
    s.once('close', () => live.delete(s));
  };

  let hung = false;
  const silence: Array<() => void> = [];
  const server = net.createServer((client) => {
    track(client);
    client.on('error', () => client.destroy());
    if (hung) return void client.resume(); // accepted, read, never answered
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    // One side failing or closing takes the other down with it, as a dead backend would.
    const teardown = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', teardown).on('close', teardown);
    upstream.on('error', teardown).on('close', teardown);
    silence.push(() => {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.resume(); // keep reading what the server sends, forward none of it
      upstream.pause();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;

  let closed: Promise<void> | undefined;
  return {
    port,
    get liveConnections() {
      return live.size;
    },
    hang() {
      hung = true;
      for (const quiet of silence.splice(0)) quiet();
    },
    close() {
      closed ??= (async () => {
        const listenerClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        const sockets = [...live];
        const socketsClosed = sockets.map((s) => (s.closed ? undefined : new Promise<void>((r) => s.once('close', () => r()))));
        for (const s of sockets) s.destroy();
        await Promise.all([listenerClosed, ...socketsClosed]);
      })();
      return closed;
    },
  };
}
