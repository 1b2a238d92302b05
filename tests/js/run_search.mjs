// Run the site's search engine in Node over an index folder: node run_search.mjs ASSETS INDEX QUERY...
// Prints one JSON line: for each query, the ranked paper ids with the words each matched and missed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [assets, index, ...queries] = process.argv.slice(2);
const { search, parseQuery } = await import(pathToFileURL(path.join(assets, "search-engine.js")).href);
const { openStore } = await import(pathToFileURL(path.join(assets, "search-store.js")).href);
const fetcher = async (url) => {
  const file = new URL(url).pathname;
  if (!fs.existsSync(file)) return { ok: false, status: 404 };
  const data = fs.readFileSync(file);
  return { ok: true, arrayBuffer: async () => data.buffer.slice(data.byteOffset, data.byteOffset + data.length) };
};
const store = openStore(pathToFileURL(index + path.sep).href, fetcher);
const out = [];
for (const q of queries) {
  const found = await search(store, q);
  const rows = await store.records(found.results.map((r) => r.doc));
  out.push({ query: q, parsed: parseQuery(q), tags: found.tags.map((t) => t.name),
    results: found.results.map((r, i) => ({ id: rows[i][0], matched: r.matched, missing: r.missing })) });
}
console.log(JSON.stringify(out));
