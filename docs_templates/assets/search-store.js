/* The static search index (generator/search.py) as the browser reads it: every file fetched once,
 * gunzipped here (the files are stored gzipped, like Pagefind's), and parsed. Tag-only views on the
 * explore page need this module alone; ranking lives in search-engine.js. */

const decoder = new TextDecoder();

/** Gunzip when the bytes are still gzip: a server may already have decoded them (Content-Encoding). */
async function gunzip(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A reader of unsigned LEB128 varints over bytes. */
export function reader(bytes, at = 0) {
  return {
    get at() { return at; },
    next() {
      let value = 0, shift = 0, byte;
      // Multiplication, not <<: a fifth byte would shift past JS's 32-bit integers.
      do { byte = bytes[at++]; value += (byte & 0x7f) * 2 ** shift; shift += 7; } while (byte & 0x80);
      return value;
    },
    text(length) { const s = decoder.decode(bytes.subarray(at, at + length)); at += length; return s; },
  };
}

/** Parse a term shard: name -> { df, bytes } where bytes are the term's postings. */
export function parseShard(bytes) {
  const r = reader(bytes);
  const entries = [];
  for (let n = r.next(); n > 0; n--) {
    const name = r.text(r.next());
    entries.push([name, r.next(), r.next()]);
  }
  const found = new Map();
  let at = r.at;
  for (const [name, df, length] of entries) {
    found.set(name, { df, bytes: bytes.subarray(at, at + length) });
    at += length;
  }
  return found;
}

/** Every paper's tag numbers, from taglists.bin: per tag, a count and the gaps between its papers. */
export function parseTagLists(bytes, papers) {
  const sets = Array.from({ length: papers }, () => []);
  const r = reader(bytes);
  for (let tag = 0; r.at < bytes.length; tag++) {
    for (let n = r.next(), doc = -1; n > 0; n--) sets[doc += r.next() + 1].push(tag);
  }
  return sets;
}

/** Open the index under base (a URL ending in search/); fetch(url) is injectable for tests. */
export function openStore(base, fetcher = (url) => fetch(url)) {
  const files = new Map();
  const stats = { requests: 0 };
  function file(path, parse) {
    if (!files.has(path)) {
      const loading = fetcher(new URL(path, base).href).then(async (response) => {
        if (!response.ok) throw new Error(`search index: ${path}: HTTP ${response.status}`);
        stats.requests++;
        return parse(await gunzip(new Uint8Array(await response.arrayBuffer())));
      });
      loading.catch(() => files.delete(path));  // a failed fetch may be retried
      files.set(path, loading);
    }
    return files.get(path);
  }
  const json = (bytes) => JSON.parse(decoder.decode(bytes));
  let bitmap = null;
  const present = (meta) => bitmap || (bitmap = Uint8Array.from(atob(meta.present), (c) => c.charCodeAt(0)));
  const pad = (n, width) => String(n).padStart(width, "0");
  const store = {
    stats,
    meta: () => file("meta.json.gz", json),
    tagsets: async () => {
      const meta = await store.meta();
      return file("taglists.bin.gz", (bytes) => parseTagLists(bytes, meta.papers));
    },
    async term(name, hash) {
      const meta = await store.meta(), n = hash % meta.shards;
      if (meta.present && !(present(meta)[n >> 3] & (1 << (n & 7)))) return null;  // an empty shard
      const shard = await file(`terms/${pad(n, 4)}.bin.gz`, parseShard);
      return shard.get(name) || null;
    },
    /** The records of papers numbered docs: [id, title, tag numbers, text], from full or card blocks. */
    async records(docs, kind = "docs") {
      const meta = await store.meta();
      const size = kind === "cards" ? meta.cardBlock : meta.block;
      const blocks = await Promise.all(docs.map((d) => file(`${kind}/${pad(Math.floor(d / size), 4)}.json.gz`, json)));
      return docs.map((d, i) => blocks[i][d % size]);
    },
  };
  return store;
}
