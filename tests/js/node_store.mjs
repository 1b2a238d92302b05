// The site's search engine in Node over an index folder: files read from disk stand in for fetch.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Import the engine from assets (ES modules) and open the index folder; return both. */
export async function openEngine(assets, index) {
  const engine = await import(pathToFileURL(path.join(assets, "search-engine.js")).href);
  const { openStore } = await import(pathToFileURL(path.join(assets, "search-store.js")).href);
  const fetcher = async (url) => {
    const file = new URL(url).pathname;
    if (!fs.existsSync(file)) return { ok: false, status: 404 };
    const data = fs.readFileSync(file);
    return { ok: true, arrayBuffer: async () => data.buffer.slice(data.byteOffset, data.byteOffset + data.length) };
  };
  return { engine, store: openStore(pathToFileURL(path.resolve(index) + path.sep).href, fetcher) };
}
