/* Words to index terms, as generator/stemming.py and search_index.terms() make them at build time:
 * fold, split, drop stopwords, Porter-stem. Keep the two in step (tests/test_search_terms.py runs both). */

export const STOPWORDS = new Set(`a about above after again against all also am an and any are as at be been being
below between both but by can could did do does doing down during each either few for from further had
has have having he her here hers him his how i if in into is it its itself just me more most my no nor not
now of off on once only or other our ours out over own same she should so some such than that the their
theirs them then there these they this those through thus to too toward towards under until up upon versus very via vs was we were
what when where which while who whom why will with within without would you your`.split(/\s+/));
export const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

const STEP2 = [["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"],
  ["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"], ["ization", "ize"],
  ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["iveness", "ive"], ["fulness", "ful"],
  ["ousness", "ous"], ["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"], ["logi", "log"]];
const STEP3 = [["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""]];
const STEP4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism",
  "ate", "iti", "ous", "ive", "ize"];

/** Lower-case and drop accents (NFKD, then no combining marks). */
export function fold(text) {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Split folded text into words; a hyphenated compound stays one word. */
export function words(text) {
  return fold(text).match(WORD) || [];
}

function consonant(w, i) {
  if ("aeiou".includes(w[i])) return false;
  return w[i] !== "y" || i === 0 || !consonant(w, i - 1);
}

/** Porter's m: the number of vowel-consonant sequences in stem. */
export function measure(stem) {
  let m = 0, vowel = false;
  for (let i = 0; i < stem.length; i++) {
    if (!consonant(stem, i)) vowel = true;
    else if (vowel) { m++; vowel = false; }
  }
  return m;
}

const hasVowel = (stem) => [...stem].some((_, i) => !consonant(stem, i));
const double = (w) => w.length > 1 && w.at(-1) === w.at(-2) && consonant(w, w.length - 1);
const cvc = (w) => {
  const n = w.length;
  return n >= 3 && consonant(w, n - 1) && !consonant(w, n - 2) && consonant(w, n - 3) && !"wxy".includes(w[n - 1]);
};

function step1(w) {
  if (w.endsWith("sses") || w.endsWith("ies")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.endsWith("eed")) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  for (const suffix of ["ed", "ing"]) {
    if (w.endsWith(suffix) && hasVowel(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) return w + "e";
      if (double(w) && !"lsz".includes(w.at(-1))) return w.slice(0, -1);
      return measure(w) === 1 && cvc(w) ? w + "e" : w;
    }
  }
  return w;
}

function replace(w, rules) {
  for (const [suffix, repl] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return measure(stem) > 0 ? stem + repl : w;
    }
  }
  return w;
}

function step4(w) {
  for (const suffix of STEP4) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      if (suffix === "ion" && !(stem.endsWith("s") || stem.endsWith("t"))) return w;
      return measure(stem) > 1 ? stem : w;
    }
  }
  return w;
}

function step5(w) {
  if (w.endsWith("e")) {
    const m = measure(w.slice(0, -1));
    if (m > 1 || (m === 1 && !cvc(w.slice(0, -1)))) w = w.slice(0, -1);
  }
  if (w.endsWith("ll") && measure(w) > 1) w = w.slice(0, -1);
  return w;
}

const stems = new Map();

/** The Porter stem of a folded word; words with digits or other letters stay as they are. */
export function stem(word) {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let s = stems.get(word);
  if (s === undefined) {
    let w = step1(word);
    if (w.endsWith("y") && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + "i";
    s = step5(step4(replace(replace(w, STEP2), STEP3)));
    stems.set(word, s);
  }
  return s;
}

/** The index terms of one folded word, one list per position it takes (search_index.terms()). */
export function wordTerms(word) {
  if (!word.includes("-")) return STOPWORDS.has(word) ? [] : [[stem(word)]];
  const parts = word.split("-").filter((p) => !STOPWORDS.has(p));
  if (!parts.length) return [];
  const joined = stem(word.replaceAll("-", "")), head = stem(parts[0]);
  return [joined === head ? [head] : [head, joined], ...parts.slice(1).map((p) => [stem(p)])];
}

/** The index terms of text in order, one list per position. */
export function terms(text) {
  return words(text).flatMap(wordTerms);
}

/** 32-bit FNV-1a over the code points of text, as search_index.fnv1a(). */
export function fnv1a(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}
