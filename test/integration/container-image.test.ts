// The container image, built from this checkout and run for real with podman (Dockerfile): it
// builds (which proves the native addon builds and loads: --require-native), starts on the
// embedded defaults as a non-root user, answers /readyz, recognizes a scanned page with the
// native engine (the start-up log names the engine), and stops within 15 s of SIGTERM.
// Skipped, saying why, where podman is missing or cannot run containers. Without a registry the
// base image is the stand-in ../shared/tools/offline-node-image.sh builds, when that script is
// there. Podman as these machines need it: runc, chroot builds, host network, and rlimits set no
// higher than the host's (raising them needs CAP_SYS_RESOURCE, which a CI container may lack).
// The build context carries the libtesseract .ci/setup.sh built on this host, so the image does
// not compile Tesseract again (support/image-context.ts); DOCREC_IMAGE_FROM_SCRATCH=1 builds from
// the checkout exactly as a user does (its .dockerignore leaves native/tesseract out).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, root, run, type Run } from '../support/cli-run.js';
import { freePort } from '../support/redis-server.js';
import { call, readFixture } from '../support/http.js';
import { imageContext, type ImageContext } from '../support/image-context.js';
import { ENGLISH_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';

const BASE = 'docker.io/library/node:20-bookworm-slim';
const IMAGE = 'localhost/docrec:test';
const CONTAINER = `docrec-test-${process.pid}`;
const RUNTIME = ['--runtime', 'runc'];
const LIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];
const BUILD_MS = 25 * 60_000;

const podman = (args: string[], timeout = 120_000): Promise<Run> => run('podman', [...RUNTIME, ...args], baseEnv({}), undefined, timeout);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Why containers cannot be built and run here, or undefined when they can. */
async function whyNoContainers(): Promise<string | undefined> {
  try {
    if ((await podman(['--version'])).code !== 0) return 'podman does not run';
  } catch (err) {
    return (err as Error).message; // not installed
  }
  if ((await podman(['image', 'exists', BASE])).code !== 0) {
    const script = join(root, '..', 'shared', 'tools', 'offline-node-image.sh');
    if (!existsSync(script)) return `no base image ${BASE} and no ${script} to build a stand-in`;
    // The script copies the host's extra CA certificates into the image (npm inside the build
    // must trust the same registry proxy as the host): it needs the variable that names them.
    const ca = process.env.NODE_EXTRA_CA_CERTS;
    const made = await run('bash', [script, BASE], baseEnv(ca ? { NODE_EXTRA_CA_CERTS: ca } : {}), undefined, 10 * 60_000);
    if (made.code !== 0) return `building the stand-in base image failed: ${made.stderr.trim().split('\n').pop()}`;
  }
  const trial = await podman(['run', '--rm', '--network', 'host', ...LIMITS, BASE, 'true']);
  if (trial.code !== 0) return `podman cannot run a container here: ${trial.stderr.trim().split('\n').pop()}`;
  return undefined;
}

const why = await whyNoContainers();
if (why) console.warn(`skipping the container image test: ${why}`);

describe.skipIf(why !== undefined)('the container image (podman)', () => {
  let url: string;
  let logs: () => Promise<string>;
  const work = makeWorkDir();
  let context: ImageContext | undefined;

  beforeAll(async () => {
    const started = Date.now();
    context = process.env.DOCREC_IMAGE_FROM_SCRATCH === '1' ? undefined : await imageContext(root);
    const build = await podman(['build', '--isolation', 'chroot', '--network', 'host', '-t', IMAGE, context?.dir ?? root], BUILD_MS);
    expect(build.code, build.stdout.slice(-4000) + build.stderr.slice(-4000)).toBe(0);
    const size = (await podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE])).stdout.trim();
    const tesseract = /build-tesseract: building/.test(build.stdout + build.stderr) ? 'built in the image' : 'kept from the context';
    console.info(
      `image built in ${Math.round((Date.now() - started) / 1000)} s, ${Math.round(Number(size) / 2 ** 20)} MiB; ` +
        `libtesseract ${tesseract} (${context?.tesseract ?? 'DOCREC_IMAGE_FROM_SCRATCH=1: the checkout as users build it'})`,
    );

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const up = await podman([
      'run',
      '-d',
      '--name',
      CONTAINER,
      '--network',
      'host',
      ...LIMITS,
      '-e',
      `PORT=${port}`,
      '-e',
      'HOST=127.0.0.1',
      IMAGE,
    ]);
    expect(up.code, up.stderr).toBe(0);
    logs = async () => {
      const r = await podman(['logs', CONTAINER]);
      return r.stdout + r.stderr;
    };
  }, BUILD_MS + 60_000);

  afterAll(async () => {
    await podman(['rm', '-f', '-t', '0', CONTAINER]).catch(() => undefined);
    await context?.cleanup();
    work.cleanup();
  });

  it('starts on the embedded defaults as a non-root user and answers /readyz', async () => {
    const deadline = Date.now() + 120_000;
    let ready = 0;
    while (Date.now() < deadline && ready !== 200) {
      ready = await call(`${url}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (ready !== 200) await sleep(500);
    }
    expect(ready, await logs()).toBe(200);
    const uid = await podman(['exec', CONTAINER, 'id', '-u']);
    expect(uid.stdout.trim()).toBe('10001');
    expect(await logs()).toMatch(/"database":"pglite"/);
  }, 150_000);

  it('recognizes a scanned page with the native engine', async () => {
    const output = await logs();
    expect(output).toMatch(/"engine":"native"[^\n]*"msg":"recognition pool started"/);
    const key = /secret key \(live\):\s+(svc_sk_\S+)/.exec(output)?.[1];
    expect(key, output).toBeDefined();
    const page = renderPage(work.dir, 'scan', ENGLISH_TEXT);
    const form = new FormData();
    form.set('file', new Blob([await readFixture(page.png)]), 'scan.png');
    form.set('language', 'en');
    const accepted = await call(`${url}/v1/documents`, { method: 'POST', key: key!, body: form });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(202);
    let status = '';
    for (const until = Date.now() + 60_000; Date.now() < until && !['completed', 'failed'].includes(status); await sleep(500)) {
      status = (await call(`${url}/v1/documents/${accepted.json.id}`, { key: key! })).json.status;
    }
    expect(status).toBe('completed');
    const text = await call(`${url}/v1/documents/${accepted.json.id}/text`, { key: key! });
    expect(cer(text.text, ENGLISH_TEXT)).toBeLessThan(0.05);
  }, 90_000);

  it('stops within 15 s of SIGTERM', async () => {
    const started = Date.now();
    expect((await podman(['kill', '--signal', 'TERM', CONTAINER])).code).toBe(0);
    const waited = await podman(['wait', CONTAINER], 30_000);
    const ms = Date.now() - started;
    console.info(`stopped ${ms} ms after SIGTERM, exit status ${waited.stdout.trim()}`);
    expect(ms).toBeLessThan(15_000);
    expect(waited.stdout.trim()).toBe('0');
  }, 60_000);
});
