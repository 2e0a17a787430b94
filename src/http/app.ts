// The HTTP server: one uWS catch-all route into the request pipeline (pipeline.ts), which hands
// each request to the surface that owns its path. The composition root (src/main.ts) says which
// surfaces there are: the dashboard, then the API for every other path.
import { uWS } from './uws.js';
import { requestPipeline } from './pipeline.js';
import type { AppDeps } from './deps.js';
import type { Surface } from './surface.js';

interface HttpServer {
  /** Resolves with the bound port (useful with PORT=0). */
  listen(host: string, port: number): Promise<number>;
  close(): void;
}

export function createHttpServer(deps: AppDeps, surfaces: ReadonlyArray<Surface<unknown>>): HttpServer {
  const app = uWS.App();
  let listenSocket: uWS.us_listen_socket | undefined;
  app.any('/*', requestPipeline(deps, surfaces));

  return {
    listen(host, port) {
      return new Promise((resolve, reject) => {
        app.listen(host, port, (socket) => {
          if (!socket) return reject(new Error(`cannot listen on ${host}:${port}`));
          listenSocket = socket;
          resolve(uWS.us_socket_local_port(socket));
        });
      });
    },
    close() {
      if (listenSocket) uWS.us_listen_socket_close(listenSocket);
      listenSocket = undefined;
    },
  };
}
