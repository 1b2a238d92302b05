// Rank known-item queries with a built site's own search engine in Node, over its static index:
//   node benchmarks/search_rank.mjs ASSETS_DIR INDEX_DIR < queries.json
// (ASSETS_DIR: the site's search-*.js beside a package.json of {"type": "module"}; INDEX_DIR: site/search).
// stdin: {"queries": [[query, paper id], ...], "weights": {...} or null}. stdout: one JSON list, the 1-based
// rank of each query's paper in the top 10, or null. Warm relevance only: cost needs the browser.
import fs from "node:fs";
import { openEngine } from "../tests/js/node_store.mjs";

const [assets, index] = process.argv.slice(2);
const { engine: { search, WEIGHTS }, store } = await openEngine(assets, index);
const { queries, weights } = JSON.parse(fs.readFileSync(0, "utf-8"));
const ranks = [];
for (const [query, id] of queries) {
  const found = await search(store, query, weights ? { weights: { ...WEIGHTS, ...weights } } : {});
  const rows = await store.records(found.results.slice(0, 10).map((r) => r.doc));
  const at = rows.findIndex((row) => row[0] === id);
  ranks.push(at < 0 ? null : at + 1);
}
console.log(JSON.stringify(ranks));
