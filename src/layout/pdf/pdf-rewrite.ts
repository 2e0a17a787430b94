// The original PDF's bytes cannot always be extended by an incremental update: an encrypted file
// would need our new streams encrypted with its keys, and a repaired file (or one whose startxref
// is lost in trailing junk) has no cross-reference chain for the update to point back to. Such a
// source is first rewritten by MuPDF into a plain, whole file (decrypted, fresh cross-reference
// table), and the update is added to that copy instead. Readers open an owner-password file
// without a password, so the rewrite hands out nothing they could not read already.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PdfSource } from './pdf-source.js';

/** True when `source` must be rewritten before a text layer can be added to it. */
export function needsRewrite(source: PdfSource): boolean {
  const encrypted = !source.doc.getTrailer().get('Encrypt').isNull();
  return encrypted || source.doc.wasRepaired() || source.startxref === null;
}

/**
 * Writes a decrypted, repaired copy of `source` among the temporary files and returns its path;
 * the caller removes it. The copy is built whole in wasm memory: only these rare files pay that.
 */
export function rewrittenCopy(source: PdfSource): string {
  const copy = join(tmpdir(), `docrec-rewrite-${randomUUID()}.pdf`);
  const buffer = source.doc.saveToBuffer('encrypt=none,garbage=compact');
  try {
    writeFileSync(copy, buffer.asUint8Array());
  } finally {
    buffer.destroy();
  }
  return copy;
}
