/* Ranked retrieval over the static index, shared by the header search and the explore page.
 * A paper's score is BM25 (IDF of the matched words) with boosts for words in the derived title, tags
 * and method name and for query words side by side in the abstract, times the share of the query
 * words it has: papers with every word lead, and a paper lacking one word its abstract never uses
 * can still beat papers that have all of them only in passing. "exact phrase" must match; -word excludes. */
import { STOPWORDS, fnv1a, stem, terms, wordTerms, words } from "./search-terms.js";
import { reader } from "./search-store.js";

// Tuned on the development titles with benchmarks/search_eval.py (BENCHMARKS.md, "Search relevance").
// tiers "count" (every word first, strictly) measured 0.01-0.02 lower in hit@10 and MRR than share. The share's power
// 0.7 and the pair bonus 1.5 (were 1 and 1) ranked 179 four-word queries higher and 109 lower over all 3,093 titles,
// every conference alike: a paper that lacks a word its title has but its abstract never writes loses less.
export const WEIGHTS = { title: 0.3, tag: 0.2, name: 1.0, adjacent: 1.5, share: 0.7, tiers: "none", compound: 0.5,
  spelling: 0.5 };
const TITLE = 16, TAG = 32, NAME = 64, MAX_UNITS = 30;

/** Split a query into scored units (one per word, with its variants), phrases and exclusions. */
export function parseQuery(query) {
  const units = [], phrases = [], exclude = [];
  for (const m of query.matchAll(/(-?)"([^"]*)"?|(\S+)/g)) {
    const negated = m[1] === "-" || (m[3] !== undefined && m[3].length > 1 && m[3][0] === "-");
    const text = m[2] !== undefined ? m[2] : negated ? m[3].slice(1) : m[3];
    const groups = terms(text);
    if (!groups.length) continue;
    if (negated) { exclude.push(groups); continue; }
    if (m[2] !== undefined && groups.length > 1) phrases.push(groups);
    for (const word of words(text)) {
      const parts = word.split("-"), found = wordTerms(word);
      // A compound's joined form is a variant of each of its parts: "multi-agent" finds "multiagent".
      const joined = found.length && found[0].length > 1 ? [found[0][1]] : [];
      const shown = parts.filter((p) => p && !STOPWORDS.has(p));
      found.forEach((alts, i) => units.push({ text: found.length > 1 ? shown[i] || word : word,
        alts: [...new Set([...alts, ...joined])], compound: i === 0 ? joined[0] : undefined }));
    }
  }
  spaceVariants(units);
  spellingVariants(units);
  return { units: units.slice(0, MAX_UNITS), phrases, exclude };
}

// A word's other spelling, British or American: abstracts write both ("generalisation", "modelling", "behaviour").
// A rule that spells a word no abstract writes ("precize") costs one empty lookup and matches nothing.
const SPELLINGS = [
  [/^(\w{3,})iz(e|es|ed|er|ers|ing|ation|ations|able)$/, "$1is$2"],
  [/^(\w{3,})is(e|es|ed|er|ers|ing|ation|ations|able)$/, "$1iz$2"],
  [/^(\w{2,})yz(e|es|ed|er|ers|ing)$/, "$1ys$2"],
  [/^(\w{2,})ys(e|es|ed|er|ers|ing)$/, "$1yz$2"],
  [/^(behavi|neighb|col|fav|hum|vap|lab)or(s|ed|al|ally|hood|hoods|ing)?$/, "$1our$2"],
  [/^(behavi|neighb|col|fav|hum|vap|lab)our(s|ed|al|ally|hood|hoods|ing)?$/, "$1or$2"],
  [/^(model|label|travel|cancel|channel|tunnel|signal|fuel|level|counsel|pixel)(ing|ed|er|ers)$/, "$1l$2"],
  [/^(model|label|travel|cancel|channel|tunnel|signal|fuel|level|counsel|pixel)l(ing|ed|er|ers)$/, "$1$2"],
  [/^(cent|fib)er(s?)$/, "$1re$2"],
  [/^(cent|fib)re(s?)$/, "$1er$2"],
  [/^(catalog|dialog|analog)(s?)$/, "$1ue$2"],
  [/^(catalog|dialog|analog)ue(s?)$/, "$1$2"],
  [/^(defen|offen)se$/, "$1ce"],
  [/^(defen|offen)ce$/, "$1se"],
];

/** Add each plain word's other spelling as a variant: "optimisation" also finds "optimization", and back.
 * A paper that writes only the other spelling scores by w.spelling times the smaller of the two IDFs: in
 * known-item queries the writer's own spelling tells papers apart (at full weight 9 development queries
 * lost places to papers of the other spelling). */
function spellingVariants(units) {
  for (const u of units) {
    if (!/^[a-z]+$/.test(u.text)) continue;
    for (const [pattern, spelling] of SPELLINGS) {
      if (!pattern.test(u.text)) continue;
      const other = stem(u.text.replace(pattern, spelling));
      if (!u.alts.includes(other)) { u.alts.push(other); u.spelling = other; }
      break;
    }
  }
}

/** Two plain query words written apart may be one word in an abstract: "multi agent" finds "multiagent". */
function spaceVariants(units) {
  for (let i = 0; i + 1 < units.length; i++) {
    const [a, b] = [units[i].text, units[i + 1].text];
    if (!/^[a-z]+$/.test(a) || !/^[a-z]+$/.test(b) || a.length + b.length < 6) continue;
    const joined = stem(a + b);
    for (const u of [units[i], units[i + 1]]) if (!u.alts.includes(joined)) u.alts.push(joined);
  }
}

/** Decode postings: doc number -> { flag, pos } (positions in the abstract, stopwords skipped). */
export function decodePostings(bytes) {
  const r = reader(bytes), out = new Map();
  let doc = -1;
  while (r.at < bytes.length) {
    doc += r.next() + 1;
    const flag = r.next(), pos = new Array(r.next());
    for (let i = 0, p = -1; i < pos.length; i++) pos[i] = p += r.next() + 1;
    out.set(doc, { flag, pos });
  }
  return out;
}

/** Fetch and decode the postings of every stem the parsed query names: stem -> { df, docs }. */
export async function lookup(store, parsed) {
  const stems = new Set([...parsed.units.flatMap((u) => u.alts), ...[...parsed.phrases, ...parsed.exclude].flat(2)]);
  const found = new Map();
  await Promise.all([...stems].map(async (s) => {
    const entry = await store.term(s, fnv1a(s));
    found.set(s, entry ? { df: entry.df, docs: decodePostings(entry.bytes) } : { df: 0, docs: new Map() });
  }));
  return found;
}

const idf = (n, df) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** The best posting of a unit in a paper over its variants, the union of their positions, and the IDF it scores
 * by: the unit's, or its other spelling's if that is all the paper writes (spellingVariants). */
function unitHit(unit, lists, doc) {
  let best = null, own = false;
  for (const alt of unit.alts) {
    const p = lists.get(alt).docs.get(doc);
    if (!p) continue;
    own ||= alt !== unit.spelling;
    if (!best) best = { flag: p.flag, pos: p.pos };
    else best = { flag: Math.max(best.flag & 15, p.flag & 15) | ((best.flag | p.flag) & 0x70), pos: [...best.pos, ...p.pos] };
  }
  if (best) best.idf = own ? unit.idf : unit.spellingIdf;
  return best;
}

const adjacent = (a, b) => a.some((p) => b.includes(p + 1));

/** Whether a sequence of position groups (a phrase) occurs in a paper. */
function phraseIn(groups, lists, doc) {
  const at = groups.map((alts) => alts.flatMap((s) => lists.get(s)?.docs.get(doc)?.pos || []));
  return at[0].some((p) => at.every((list, i) => list.includes(p + i)));
}

function unitScore(hit, w) {
  const f = hit.flag;
  return hit.idf * ((f & 15) / 7 + (f & TITLE ? w.title : 0) + (f & TAG ? w.tag : 0) + (f & NAME ? w.name : 0));
}

/** Score every paper with at least one unit; return them best first with the units each matched. */
export function rank(parsed, lists, papers, w = WEIGHTS) {
  const units = parsed.units.map((u) => {
    const own = idf(papers, Math.max(...u.alts.filter((a) => a !== u.spelling).map((a) => lists.get(a).df)));
    return { ...u, idf: own, spellingIdf: u.spelling ? w.spelling * Math.min(own, idf(papers, lists.get(u.spelling).df)) : 0,
      compoundIdf: u.compound ? idf(papers, lists.get(u.compound).df) : 0 };
  });
  const candidates = new Set(units.flatMap((u) => u.alts.flatMap((a) => [...lists.get(a).docs.keys()])));
  const live = units.filter((u) => u.alts.some((a) => lists.get(a).df > 0)).length;
  const out = [];
  for (const doc of candidates) {
    if (parsed.exclude.some((g) => phraseIn(g, lists, doc)) || !parsed.phrases.every((g) => phraseIn(g, lists, doc))) continue;
    const hits = units.map((u) => unitHit(u, lists, doc));
    let score = 0;
    hits.forEach((h, i) => {
      if (!h) return;
      score += unitScore(h, w);
      // "I-BERT" is a name, not any BERT: a paper that writes the compound as the query does gets its rare form's IDF.
      if (units[i].compound && lists.get(units[i].compound).docs.has(doc)) score += w.compound * units[i].compoundIdf;
      const next = hits[i + 1];
      if (next && adjacent(h.pos, next.pos)) score += w.adjacent * (h.idf + next.idf) / 2;
    });
    const matched = units.filter((_, i) => hits[i]).map((u) => u.text);
    score *= (matched.length / units.length) ** w.share;
    out.push({ doc, score, count: matched.length, all: matched.length >= live, matched,
      missing: units.filter((_, i) => !hits[i]).map((u) => u.text) });
  }
  const tier = w.tiers === "count" ? (r) => r.count : w.tiers === "all" ? (r) => Number(r.all) : () => 0;
  return out.sort((a, b) => tier(b) - tier(a) || b.score - a.score || a.doc - b.doc);
}

/** Tags whose name holds every query word (or a variant): shown above the papers. */
export function matchingTags(parsed, tags) {
  if (!parsed.units.length) return [];
  return tags.map((t, number) => ({ number, name: t[0], url: t[1], count: t[3], stems: new Set(terms(t[0]).flat()) }))
    .filter((t) => parsed.units.every((u) => u.alts.some((a) => t.stems.has(a))));
}

/** Run a query: ranked papers, filtered to those with every tag number in options.tags. */
export async function search(store, query, options = {}) {
  const parsed = parseQuery(query);
  const [meta, lists, sets] = await Promise.all([store.meta(), lookup(store, parsed),
    options.tags?.length ? store.tagsets() : null]);
  let results = rank(parsed, lists, meta.papers, options.weights || WEIGHTS);
  if (sets) results = results.filter((r) => options.tags.every((t) => sets[r.doc].includes(t)));
  return { query, parsed, results, tags: matchingTags(parsed, meta.tags) };
}

const SIMILAR_TERMS = 25, SIMILAR_READ = 150;

/** Papers closest to a pasted text: its most informative stems (tf times IDF) as an any-word query. */
export async function similar(store, text, options = {}) {
  const counts = new Map();
  for (const group of terms(text)) counts.set(group[0], (counts.get(group[0]) || 0) + 1);
  const meta = await store.meta();
  const stems = [...counts.keys()].slice(0, SIMILAR_READ);
  const entries = await Promise.all(stems.map((s) => store.term(s, fnv1a(s))));
  const picked = stems.map((s, i) => [s, entries[i] ? (1 + Math.log(counts.get(s))) * idf(meta.papers, entries[i].df) : 0])
    .filter(([, weight]) => weight > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, SIMILAR_TERMS);
  const parsed = { units: picked.map(([s]) => ({ text: s, alts: [s] })), phrases: [], exclude: [] };
  const lists = await lookup(store, parsed);
  // Every pasted text misses most words of every paper: list no "missing" words for it.
  let results = rank(parsed, lists, meta.papers, { ...WEIGHTS, adjacent: 0, tiers: "none" })
    .map((r) => ({ ...r, missing: [] }));
  if (options.tags?.length) {
    const sets = await store.tagsets();
    results = results.filter((r) => options.tags.every((t) => sets[r.doc].includes(t)));
  }
  return { query: text, parsed, results, tags: [] };
}

export { excerpt } from "./search-excerpt.js";
