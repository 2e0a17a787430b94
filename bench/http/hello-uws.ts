// A bare uWebSockets.js hello-world: the ceiling docrec's HTTP numbers are compared with.
// Port from argv[2], else PORT, else 9001 (0 picks a free one); prints the port it got.
//
//   node dist/bench/hello-uws.js 0    →  "hello-uws listening on http://127.0.0.1:PORT"
import uWS from 'uWebSockets.js';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.argv[2] ?? process.env.PORT ?? 9001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`hello-uws: bad port "${process.argv[2] ?? process.env.PORT}"\n`);
  process.exit(2);
}

// Before listening: whoever reads the port line may signal us at once.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0));

uWS
  .App()
  .any('/*', (res) => {
    res.end('Hello World!');
  })
  .listen(host, port, (socket) => {
    if (!socket) {
      process.stderr.write(`hello-uws: cannot listen on ${host}:${port}\n`);
      process.exit(1);
    }
    process.stdout.write(`hello-uws listening on http://${host}:${uWS.us_socket_local_port(socket)}\n`);
  });
