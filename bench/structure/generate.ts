// Builds the structure set without scoring anything, and lists the files: for looking at the
// documents, or for feeding them to a server by hand.
//
//   npx tsc -p tsconfig.json && node dist/bench/structure/generate.js [id-or-kind-filter]
import { progress, runMain } from '../_kit/bench-kit.js';
import { buildSet } from './build.js';
import { structureDocs } from './documents.js';

runMain('structure-generate', async () => {
  const built = buildSet(structureDocs(process.argv[2]), progress);
  for (const b of built) {
    process.stdout.write(
      `${b.spec.id.padEnd(24)} ${b.spec.kind.padEnd(18)} ${b.spec.language} ${b.spec.heldOut ? 'held-out' : '        '} ${b.bornDigital}\n${''.padEnd(58)}${b.scanned}\n`,
    );
  }
});
