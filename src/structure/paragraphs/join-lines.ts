// A paragraph's text from its lines: single spaces between lines, and a word hyphenated across a
// line end put back together ("recog-" + "nition" → "recognition", "розпіз-" + "навання").

// The hyphen must follow a letter: "pages 3 -" or a lone dash is punctuation, not a word break.
const LINE_END_HYPHEN = /\p{L}[-\u00ad\u2010\u2011]$/u;

export function joinLines(texts: readonly string[]): string {
  let out = '';
  for (const raw of texts) {
    const t = raw.trim().replace(/\s+/gu, ' ');
    if (t === '') continue;
    if (out === '') {
      out = t;
      continue;
    }
    if (LINE_END_HYPHEN.test(out)) {
      const hyphen = out.charAt(out.length - 1);
      const first = t.charAt(0);
      // A soft hyphen is only ever a break; a lowercase continuation means the word was split.
      if (hyphen === '\u00ad' || /\p{Ll}/u.test(first)) {
        out = out.slice(0, -1) + t;
        continue;
      }
      // "COVID-" + "19", "Jean-" + "Paul": a real compound, so the hyphen stays and no space.
      if (/[\p{Lu}\p{N}]/u.test(first)) {
        out += t;
        continue;
      }
    }
    out += ` ${t}`;
  }
  // A soft hyphen is invisible except at a line break: one left inside the text (a producer that
  // kept it mid-word, one before a space) would show up in Markdown and break searches.
  return out.replace(/\u00ad/gu, '');
}
