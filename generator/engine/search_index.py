"""The static search index: term postings with positions, paper records and tag sets, in small gzipped
shards that the browser fetches as a query needs them (docs_templates/assets/search-engine.js reads them).

Layout under search/ (every file gzipped; the browser decompresses, as it does Pagefind's):
- meta.json.gz: counts, the shard sizes and the tag list [name, url, group, count];
- terms/NNN.bin.gz: the postings of the terms whose FNV-1a hash falls in shard NNN;
- docs/NNNN.json.gz: BLOCK papers a file, [id, title, tag numbers, plain abstract];
- cards/NNNN.json.gz: CARD_BLOCK papers a file with the abstract's opening instead (lists by tag);
- taglists.bin.gz: every tag's paper numbers, for tag filters and live counts without any term.

Papers are numbered by their sorted tag numbers, then id: papers with the same tags sit side by side,
so tag sets compress to runs and a tag's papers share card files.
"""

from __future__ import annotations

import gzip
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import numpy as np

from generator.derive.acronyms import by_initials
from generator.engine.stemming import STOPWORDS, fold, stem, words

_GROUPS: dict[str, tuple[tuple[str, ...], ...]] = {}  # word to its terms: one dict lookup a word

BLOCK = 8  # papers a record file: a page of ten results touches ten files at most, each ~4 KB
CARD_BLOCK = 4  # papers a card file: a tag's first 20 papers are often 20 files apart, so small ones
SHARDS = 1024  # term files: a rare term costs its own shard's ~3 KB, a common one its own postings
MAX_POSITIONS = 16  # positions kept a term and paper: enough for phrases and adjacency in abstracts
K1, B = 1.2, 0.75  # BM25's usual constants; the benchmark found nothing better at this scale
TITLE, TAG, NAME = 16, 32, 64  # field bits above the 4-bit BM25 impact in a posting's flag byte


@dataclass
class Document:
    """One paper as the index sees it: stems with their abstract positions, and the stems of each field."""

    positions: dict[str, list[int]] = field(default_factory=dict)
    length: int = 0
    fields: dict[str, int] = field(default_factory=dict)


def fnv1a(text: str) -> int:
    """32-bit FNV-1a over the code points of text (the browser hashes the same way)."""
    h = 0x811C9DC5
    for ch in text:
        h = ((h ^ ord(ch)) * 0x01000193) & 0xFFFFFFFF
    return h


def word_terms(word: str) -> tuple[tuple[str, ...], ...]:
    """The index terms of one folded word, one tuple per position it takes (none for a stopword)."""
    if "-" not in word:
        return () if word in STOPWORDS else ((stem(word),),)
    parts = [p for p in word.split("-") if p not in STOPWORDS]
    if not parts:
        return ()
    head, joined = stem(parts[0]), stem(word.replace("-", ""))
    return ((head,) if joined == head else (head, joined),) + tuple((stem(p),) for p in parts[1:])


def terms(text: str) -> list[tuple[str, ...]]:
    """Return the index terms of text in order, one tuple per position: a compound's parts each take a
    position and its joined form shares the first part's, so "multi-agent" also finds "multiagent"."""
    out: list[tuple[str, ...]] = []
    for word in words(text):
        groups = _GROUPS.get(word)
        if groups is None:
            groups = _GROUPS[word] = word_terms(word)
        out.extend(groups)
    return out


_DEFINED = re.compile(r"\(([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*?)s?\)")


def acronym_map(texts: list[str]) -> dict[str, tuple[str, ...]]:
    """Acronyms the abstracts spell out, "(RL)" after "reinforcement learning", as stems: an acronym
    defined the same way in at least two abstracts maps to that long form."""
    seen: Counter = Counter()
    for text in texts:
        for m in _DEFINED.finditer(text):
            long = by_initials(m.group(1), text[max(0, m.start() - 200): m.start()])
            stems = tuple(group[0] for group in terms(long))
            if len(stems) >= 2:
                seen[stem(fold(m.group(1))), stems] += 1
    best: dict[str, tuple[tuple[str, ...], int]] = {}
    for (short, stems), n in sorted(seen.items()):
        if n >= 2 and n > best.get(short, ((), 0))[1]:
            best[short] = (stems, n)
    return {short: stems for short, (stems, _) in best.items()}


def with_acronyms(doc: Document, acronyms: dict[str, tuple[str, ...]], by_first: dict[str, list[str]]) -> None:
    """Index an acronym where its long form stands, and the long form's words where the acronym stands."""
    positions = doc.positions
    for short in sorted(acronyms.keys() & positions.keys()):  # set operations in C: 506 acronyms a paper
        for word in acronyms[short]:
            positions[word] = sorted(set(positions.get(word, ())) | set(positions[short]))
    for first in sorted(by_first.keys() & positions.keys()):
        for short in by_first[first]:
            rest = acronyms[short][1:]
            if not all(w in positions for w in rest):
                continue
            later = [set(positions[w]) for w in rest]
            starts = [p for p in positions[first] if all(p + 1 + i in s for i, s in enumerate(later))]
            if starts:
                positions[short] = sorted(set(positions.get(short, ())) | set(starts))


def method_name(title: str) -> str:
    """The name a derived title opens with ("NAME: what it does"), else ""."""
    head, sep, _ = title.partition(": ")
    return head if sep and len(head.split()) <= 3 else ""


def document(title: str, tags: list[str], text: str) -> Document:
    """Collect a paper's stems: positions in its abstract, field bits from its title, tags and name."""
    doc = Document()
    positions: defaultdict[str, list[int]] = defaultdict(list)
    at = -1
    for at, group in enumerate(terms(text)):
        for term in group:  # a position's terms differ (word_terms), so each takes it once
            positions[term].append(at)
    doc.positions, doc.length = dict(positions), at + 1
    for bit, field_text in ((TITLE, title), (TAG, " ".join(tags)), (NAME, method_name(title))):
        for group in terms(field_text):
            for term in group:
                doc.fields[term] = doc.fields.get(term, 0) | bit
    return doc


def varint(n: int, out: bytearray) -> None:
    """Append n as a little-endian base-128 varint."""
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def varints(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Encode non-negative values as varints at once; return the bytes and each value's end offset."""
    values = values.astype(np.int64)
    if len(values) and (values.min() < 0 or values.max() >= 1 << 35):
        raise ValueError("a posting value is out of range")
    sizes = 1 + sum((values >= 1 << (7 * k)).astype(np.int64) for k in range(1, 5))
    ends = np.cumsum(sizes)
    out = np.empty(int(ends[-1]) if len(ends) else 0, dtype=np.uint8)
    starts = ends - sizes
    for k in range(5):  # byte k of every value that has one: 7 bits, and the high bit if more follow
        has = sizes > k
        chunk = (values[has] >> (7 * k)) & 0x7F
        out[starts[has] + k] = chunk | np.where(sizes[has] > k + 1, 0x80, 0)
    return out, ends


def postings(docs: list[Document]) -> tuple[dict[str, bytes], dict[str, int]]:
    """Encode every term's postings (doc gap, flag byte of impact and fields, positions as gaps); count its papers."""
    average = sum(d.length for d in docs) / max(1, len(docs)) or 1.0
    streams: dict[str, list[int]] = {}
    last: dict[str, int] = {}
    counts: dict[str, int] = {}
    for number, doc in enumerate(docs):
        # BM25's saturated term frequency, quantised to 1..15 (the browser divides by 7); 0 without the term.
        scale = K1 * (1 - B + B * doc.length / average)
        fields, positions = doc.fields, doc.positions
        for term in positions.keys() | fields.keys() if fields.keys() - positions.keys() else positions:
            stream = streams.get(term)
            if stream is None:
                stream = streams[term] = []
            places = positions.get(term, ())
            tf = len(places)
            flag = (min(15, round(tf * (K1 + 1) / (tf + scale) * 7)) or 1 if tf else 0) | fields.get(term, 0)
            kept = places[:MAX_POSITIONS]
            stream += (number - last.get(term, -1) - 1, flag, len(kept))
            stream += [b - a - 1 for a, b in zip((-1, *kept), kept)]
            last[term] = number
            counts[term] = counts.get(term, 0) + 1
    return encoded_streams(streams), counts


def encoded_streams(streams: dict[str, list[int]]) -> dict[str, bytes]:
    """Varint-encode every term's integer stream in one pass over all of them."""
    names = sorted(streams)
    flat = np.fromiter((v for name in names for v in streams[name]), dtype=np.int64)
    out, ends = varints(flat)
    bounds = np.cumsum([0] + [len(streams[name]) for name in names])
    offsets = np.concatenate([[0], ends])[bounds]
    data = out.tobytes()
    return {name: data[offsets[i]:offsets[i + 1]] for i, name in enumerate(names)}


def term_shards(encoded: dict[str, bytes], counts: dict[str, int]) -> dict[int, bytes]:
    """Group terms into shards by hash: per term its name, document count and postings length, then postings."""
    grouped: dict[int, list[str]] = {}
    for term in sorted(encoded):
        grouped.setdefault(fnv1a(term) % SHARDS, []).append(term)
    shards = {}
    for number, names in grouped.items():
        head, body = bytearray(), bytearray()
        varint(len(names), head)
        for term in names:
            raw = term.encode("utf-8")
            varint(len(raw), head)
            head += raw
            varint(counts[term], head)
            varint(len(encoded[term]), head)
            body += encoded[term]
        shards[number] = bytes(head + body)
    return shards


def packed(data: bytes) -> bytes:
    """Gzip deterministically: no timestamp, no file name."""
    return gzip.compress(data, compresslevel=9, mtime=0)
