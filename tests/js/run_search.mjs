// Run the site's search engine in Node over an index folder: node run_search.mjs ASSETS INDEX QUERY...
// Prints one JSON line: for each query, the ranked paper ids with the words each matched and missed.
import { openEngine } from "./node_store.mjs";

const [assets, index, ...queries] = process.argv.slice(2);
const { engine: { search, parseQuery }, store } = await openEngine(assets, index);
const out = [];
for (const q of queries) {
  const found = await search(store, q);
  const rows = await store.records(found.results.map((r) => r.doc));
  out.push({ query: q, parsed: parseQuery(q), tags: found.tags.map((t) => t.name),
    results: found.results.map((r, i) => ({ id: rows[i][0], matched: r.matched, missing: r.missing })) });
}
console.log(JSON.stringify(out));
