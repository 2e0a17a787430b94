// A bare uWebSockets.js hello-world: the ceiling docrec's HTTP numbers are compared with. The
// http bench (run.ts) starts it as a child process; by hand, load it with any tool you like.
// Port from the first argument, else PORT, else 9001 (0 picks a free one); prints the port it got.
//
//   npm run bench:hello [-- 0]    →  "hello-uws listening on http://127.0.0.1:PORT"
import uWS from 'uWebSockets.js';
import { runnerOptions } from '../_kit/options.js';

const { positionals } = runnerOptions({
  usage: 'npm run bench:hello [-- PORT]: a bare uWebSockets.js hello-world on HOST (default 127.0.0.1), PORT (default 9001; 0 picks one)',
  positionals: true,
});
const host = process.env.HOST || '127.0.0.1';
const port = Number(positionals[0] ?? process.env.PORT ?? 9001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`hello-uws: bad port "${positionals[0] ?? process.env.PORT}"\n`);
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
