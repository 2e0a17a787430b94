// The build context for the container image test: this checkout's files as git sees them (tracked
// and untracked, not ignored; .dockerignore still applies), plus the libtesseract that
// .ci/setup.sh already built on this host (native/tesseract), so the image's own run of
// native/build-tesseract.sh finds its recipe installed and keeps it instead of compiling Tesseract
// a second time (the longest step of the image build). Users' builds are unchanged: the
// repository's .dockerignore keeps native/tesseract out of their context and the image builds it.
// It is carried only to an image on the host's Debian release; a recipe that does not match the
// build-tesseract.sh in the context is rebuilt by that script in the image, as for users.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ImageContext {
  dir: string;
  /** What the test's log says about libtesseract. */
  tesseract: string;
  cleanup: () => Promise<void>;
}

const codename = (osRelease: string) => /^VERSION_CODENAME=(\S+)$/m.exec(osRelease)?.[1];

/** Why the host's native/tesseract cannot go into the image, or undefined when it can. */
function whyNotCarried(dockerfile: string): string | undefined {
  const host = existsSync('/etc/os-release') ? codename(readFileSync('/etc/os-release', 'utf8')) : undefined;
  const image = /^FROM node:\d+-(\w+)/m.exec(dockerfile)?.[1];
  if (!host || host !== image) return `the host is ${host ?? 'unknown'}, the image ${image ?? 'unknown'}`;
  return undefined;
}

/** Copies native/tesseract into the context, its pkg-config files naming where it is in the image. */
async function carryTesseract(root: string, dir: string, installedAt: string): Promise<boolean> {
  const built = join(root, 'native/tesseract');
  if (!existsSync(join(built, '.recipe'))) return false;
  await cp(built, join(dir, 'native/tesseract'), { recursive: true, verbatimSymlinks: true });
  // The .pc files name this host's prefix; the addon's binding.gyp reads them through pkg-config.
  const pkgconfig = join(dir, 'native/tesseract/lib/pkgconfig');
  for (const pc of await readdir(pkgconfig)) {
    const text = await readFile(join(pkgconfig, pc), 'utf8');
    await writeFile(join(pkgconfig, pc), text.replace(/^prefix=.*$/m, `prefix=${installedAt}`));
  }
  return true;
}

/** The files git sees in the checkout (tracked, and untracked but not ignored), or undefined without git. */
function checkoutFiles(root: string): string[] | undefined {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'], { cwd: root });
    return listed
      .toString('utf8')
      .split('\0')
      .filter((f) => f && existsSync(join(root, f)));
  } catch {
    return undefined;
  }
}

export async function imageContext(root: string): Promise<ImageContext> {
  const files = checkoutFiles(root);
  if (!files) return { dir: root, tesseract: 'built in the image (no git here to list the checkout)', cleanup: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'docrec-image-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  execFileSync('sh', ['-c', `tar -c --null -T - -f - | tar -x -C '${dir}'`], { cwd: root, input: files.join('\0') });
  const dockerfile = await readFile(join(root, 'Dockerfile'), 'utf8');
  const why = whyNotCarried(dockerfile);
  if (why) return { dir, tesseract: `built in the image (${why})`, cleanup };

  const workdir = /^WORKDIR (\S+)$/m.exec(dockerfile)?.[1] ?? '/app';
  if (!(await carryTesseract(root, dir, `${workdir}/native/tesseract`))) {
    return { dir, tesseract: 'built in the image (the host has no native/tesseract build)', cleanup };
  }
  const ignore = await readFile(join(root, '.dockerignore'), 'utf8');
  await writeFile(join(dir, '.dockerignore'), ignore.replace(/^native\/tesseract\/?$\n?/m, ''));
  return { dir, tesseract: "the host's build carried in (kept by build-tesseract.sh when its recipe matches)", cleanup };
}
