// s3rver ships no types; s3-server.ts uses its constructor, run(), close() and httpServer only.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; resolves to the address it listens on. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    readonly httpServer: Server;
  }
}
