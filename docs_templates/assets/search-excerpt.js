/* The excerpt of a result: the window of an abstract with the most distinct matched words, marked. */
import { fold, wordTerms } from "./search-terms.js";

const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The words of text with their offsets and the query stems each one carries. */
function marked(text, stems) {
  return [...text.matchAll(WORD)].map((m) => {
    const hits = wordTerms(fold(m[0])).flat().filter((s) => stems.has(s));
    return { start: m.index, end: m.index + m[0].length, hits };
  });
}

/** Pick the start of the length-word window with the most distinct matched stems (the first on ties). */
function bestStart(tokens, length) {
  let best = 0, bestCount = -1;
  for (let i = 0; i < Math.max(1, tokens.length - length + 1); i++) {
    const seen = new Set(tokens.slice(i, i + length).flatMap((t) => t.hits));
    if (seen.size > bestCount) { best = i; bestCount = seen.size; }
  }
  return best;
}

/** HTML of about `length` words of text around the matched stems, each matched word in <mark>. */
export function excerpt(text, stems, length = 30) {
  const tokens = marked(text, stems);
  if (!tokens.length) return escapeHtml(text.slice(0, 200));
  const first = stems.size ? bestStart(tokens, length) : 0;
  const shown = tokens.slice(first, first + length);
  const from = first === 0 ? 0 : shown[0].start;
  const to = first + length >= tokens.length ? text.length : shown.at(-1).end;
  let html = first === 0 ? "" : "… ", at = from;
  for (const t of shown) {
    html += escapeHtml(text.slice(at, t.start));
    const word = escapeHtml(text.slice(t.start, t.end));
    html += t.hits.length ? `<mark>${word}</mark>` : word;
    at = t.end;
  }
  return html + escapeHtml(text.slice(at, to)) + (to < text.length ? " …" : "");
}
