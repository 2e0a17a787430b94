// Compiles a released version's sources to runnable JavaScript without type-checking them: the
// release was checked when it was made, and the rolling-upgrade test only runs it. TypeScript's
// per-file transpile skips loading every declaration file (@types/node, the AWS SDK), which is
// most of a full `tsc` here: 4 s of CPU instead of 11.5 s for v0.1.0, and the same JavaScript
// byte for byte as `tsc -p tsconfig.json` emits (checked with `diff -r`, sourceMap and
// declaration off in both). Only src/ is compiled: the server and the CLI are what runs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

function parsedConfig(dir: string): ts.ParsedCommandLine {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d: ts.Diagnostic) => fail(d) };
  const parsed = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), {}, host);
  if (!parsed || parsed.errors.length > 0) fail(parsed?.errors[0]);
  return parsed;
}
function fail(diagnostic: ts.Diagnostic | undefined): never {
  throw new Error(`release tsconfig.json: ${ts.flattenDiagnosticMessageText(diagnostic?.messageText ?? 'unreadable', '\n')}`);
}

/** Writes dist/src/**\/*.js of the release checked out in `dir`; returns how many files. */
export async function transpileRelease(dir: string): Promise<number> {
  const { options, fileNames } = parsedConfig(dir);
  const { type } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { type?: string };
  // NodeNext picks each file's format from package.json; a per-file transpile cannot look that up,
  // so the format is given: ES modules (every file one, as NodeNext treats them) or CommonJS.
  const esm = type === 'module';
  const compilerOptions: ts.CompilerOptions = {
    ...options,
    module: esm ? ts.ModuleKind.ES2022 : ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: esm ? ts.ModuleDetectionKind.Force : ts.ModuleDetectionKind.Auto,
    declaration: false,
    sourceMap: false,
  };
  const rootDir = options.rootDir ?? dir;
  const outDir = options.outDir ?? dir;
  const sources = fileNames.filter((f) => relative(dir, f).startsWith(`src${sep}`) && f.endsWith('.ts') && !f.endsWith('.d.ts'));
  await Promise.all(
    sources.map(async (file) => {
      const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), { compilerOptions, fileName: file });
      const target = join(outDir, relative(rootDir, file)).replace(/\.ts$/, '.js');
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, outputText);
    }),
  );
  return sources.length;
}
