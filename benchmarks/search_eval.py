"""Known-item search benchmark: real titles as queries, the site's own header search in Chromium.

Usage: python benchmarks/search_eval.py SITE_DIR [--seeds ../shared/corpora] [--titles ../shared/titles]
       [--per-form 300] [--cold 30] [--seed 13] [--node] [--by-conference]

The development set (../shared/titles/*.jsonl: the first 120 characters of an abstract and the paper's
real title) is matched to the abstracts parsed from --seeds exactly as the build parses them, which
gives each title its paper id. Four query forms are drawn from the titles (a fixed seed):

- title4: the first four content words of the real title, the way a reader remembers it;
- name:   the method name alone, for titles that open with one ("BERT: Pre-training ...");
- topic2: the first two content words of the title, a short topic-like query;
- respelled: the title4 queries with a word the corpus spells both ways (`optimization`, `optimisation`),
  that word written the other way, as a reader of the other spelling would type it.

Relevance runs every query through `window.siteSearch.search` in one warm page: the function the
header search calls (Pagefind's `search` on builds that predate it). Cost runs a subsample through
the header itself, each in a fresh browser context (cold cache): it types the query, then reports the
time from the last keystroke to the first rendered result and every byte fetched after the click.

--node ranks with the same engine in Node over the built index instead (benchmarks/search_rank.mjs):
relevance only, a few seconds for 300 queries a form, so the whole development set (--per-form 0) can
be scored. --by-conference adds one row a form and conference, for anything fitted on the development
set: fit on two conferences, read the third's row.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import search_probe  # noqa: E402
from benchmarks.devset import start_key  # noqa: E402
from generator.parse import parse  # noqa: E402
from generator.sources import read_sources  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS, _serve  # noqa: E402

SHARED = ROOT.parent / "shared"
STOPWORDS = frozenset("""a an and are as at be by can do does for from how in into is it its of on or our
over the their to towards toward under via vs we what when where which who why with without you your""".split())
WORD = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")
NAME = re.compile(r"^([^\s:]+(?: [^\s:]+)?): ")
FORMS = ("title4", "name", "topic2")
# How the other half of readers spells a word (British and American), for the respelled form: a reader who
# writes `optimisation` for a paper that writes `optimization`, or the other way round.
RESPELLINGS = ((r"iz(e|es|ed|er|ers|ing|ation|ations|able)$", r"is\1"),
               (r"is(e|es|ed|er|ers|ing|ation|ations|able)$", r"iz\1"), (r"yz(e|es|ed|ing)$", r"ys\1"),
               (r"ys(e|es|ed|ing)$", r"yz\1"), (r"or(s|al)?$", r"our\1"), (r"our(s|al)?$", r"or\1"),
               (r"el(ing|ed)$", r"ell\1"), (r"ell(ing|ed)$", r"el\1"))

# The header's own ranking when the build has one; else what the Pagefind header ran, for baselines.
RANK_JS = """async ([q, weights]) => {
  const s = window.siteSearch;
  if (s.search) {
    const found = await s.search(q, weights ? { weights } : {});
    return (await s.records(found, found.results.slice(0, 10))).map((r) => r.url);
  }
  const pf = await s.loadPagefind();
  const found = await pf.search(q);
  return (await Promise.all(found.results.slice(0, 10).map((r) => r.data()))).map((d) => d.url);
}"""


def content_words(title: str) -> list[str]:
    """Return the title's words in order, without stopwords and punctuation."""
    return [w for w in WORD.findall(title) if w.lower() not in STOPWORDS]


def method_name(title: str) -> str | None:
    """Return the name a title opens with ("NAME: ..."), when it looks like a name (has a capital or digit)."""
    m = NAME.match(title)
    if not m or not re.search(r"[A-Z0-9]", m.group(1)[1:]) or m.group(1).lower() in STOPWORDS:
        return None
    return m.group(1)


def known_items(seeds: Path, titles: Path) -> list[tuple[str, str]]:
    """Return (paper id, real title) for every development title whose abstract is in the seeds."""
    return [(pid, title) for pid, title, _ in conference_items(seeds, titles)]


def conference_items(seeds: Path, titles: Path) -> list[tuple[str, str, str]]:
    """Return (paper id, real title, conference of the titles file) for every matched development title."""
    by_start = {}
    for a in parse(read_sources(seeds)).abstracts:
        by_start.setdefault(start_key(a.text), a.id)
    items = []
    for path in sorted(titles.glob("*.jsonl")):
        conference = re.sub(r"^titles_|_titles$", "", path.stem)
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            pid = by_start.get(start_key(record["abstract_start"]))
            if pid:
                items.append((pid, record["title"], conference))
    return items


def respelled(query: str, spelled: frozenset[str]) -> str | None:
    """The query with each word the corpus also spells the other way (British or American) so spelled, else None."""
    words = query.split()
    for i, word in enumerate(words):
        for pattern, other in RESPELLINGS:
            changed = re.sub(pattern, other, word.lower())
            if changed != word.lower() and changed in spelled:
                words[i] = changed
                break
    changed = " ".join(words)
    return changed if changed != query else None


def corpus_words(seeds: Path) -> frozenset[str]:
    """Every lower-case word the abstracts write."""
    return frozenset(w.lower() for a in parse(read_sources(seeds)).abstracts for w in WORD.findall(a.text))


def queries(items: list[tuple[str, str]], per_form: int, seed: int,
            spelled: frozenset[str] = frozenset()) -> dict[str, list[tuple[str, str]]]:
    """Draw per_form (query, paper id) pairs of each form with a fixed seed; with the corpus's words (spelled), also
    the title4 queries that have a word the corpus spells both ways, written the other way (respelled)."""
    forms: dict[str, list[tuple[str, str]]] = {f: [] for f in (*FORMS, "respelled")[:4 if spelled else 3]}
    for pid, title in items:
        words = content_words(title)
        if len(words) >= 4:
            forms["title4"].append((" ".join(words[:4]), pid))
            if spelled and (other := respelled(" ".join(words[:4]), spelled)):
                forms["respelled"].append((other, pid))
        if len(words) >= 2:
            forms["topic2"].append((" ".join(words[:2]), pid))
        if name := method_name(title):
            forms["name"].append((name, pid))
    rng = random.Random(seed)
    return {f: rng.sample(pairs, min(per_form, len(pairs)) if per_form > 0 else len(pairs))
            for f, pairs in forms.items()}


def relevance(ranks: list[int | None]) -> dict[str, float]:
    """hit@1/5/10 and MRR@10 of 1-based ranks (None: not in the top 10)."""
    n = len(ranks) or 1
    hit = lambda k: sum(1 for r in ranks if r is not None and r <= k) / n  # noqa: E731
    return {"hit@1": hit(1), "hit@5": hit(5), "hit@10": hit(10),
            "mrr@10": sum(1 / r for r in ranks if r is not None) / n}


def rank_of(urls: list[str], pid: str) -> int | None:
    """The 1-based rank of the paper's page among result URLs."""
    return next((i + 1 for i, u in enumerate(urls) if f"papers/{pid}/" in u), None)


def warm_ranks(browser, base: str, paper: str, pairs: list[tuple[str, str]], weights: dict | None = None
               ) -> list[int | None]:
    """Rank every query through the site's search function in one page (weights: the engine's, tuned)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + paper, wait_until="networkidle")
    ranks = [rank_of(page.evaluate(RANK_JS, [q, weights]), pid) for q, pid in pairs]
    context.close()
    return ranks


def node_ranks(site: Path, pairs: list[tuple[str, str]], weights: dict | None = None) -> list[int | None]:
    """Rank every query with the site's engine in Node over its index (benchmarks/search_rank.mjs)."""
    with tempfile.TemporaryDirectory() as tmp:
        for script in (site / "assets").glob("search*.js"):
            shutil.copy(script, tmp)
        Path(tmp, "package.json").write_text('{"type": "module"}\n', encoding="utf-8")  # ES modules in Node 18-20
        done = subprocess.run(["node", str(ROOT / "benchmarks" / "search_rank.mjs"), tmp, str(site / "search")],
                              input=json.dumps({"queries": pairs, "weights": weights}), capture_output=True,
                              text=True, check=True)
    return json.loads(done.stdout)


def by_conference(form: str, pairs: list[tuple[str, str]], ranks: list[int | None],
                  conference: dict[str, str]) -> dict[str, dict]:
    """Relevance of one form's queries split by the conference of their paper: `form conference` rows."""
    split: dict[str, list[int | None]] = {}
    for (_, pid), r in zip(pairs, ranks):
        split.setdefault(conference.get(pid, "?"), []).append(r)
    return {f"{form} {c}": {"queries": len(rs), **relevance(rs)} for c, rs in sorted(split.items())}


def node_report(site: Path, drawn: dict, conference: dict[str, str] | None = None,
                weights: dict | None = None) -> dict[str, dict]:
    """Relevance of every form ranked in Node; with conference, also one row a form and conference."""
    report = {}
    for form, pairs in drawn.items():
        ranks = node_ranks(site, pairs, weights)
        report[form] = {"queries": len(pairs), **relevance(ranks)}
        if conference:
            report.update(by_conference(form, pairs, ranks, conference))
    return report


def cold_cost(browser, base: str, paper: str, query: str, keystroke_ms: int) -> tuple[float, int]:
    """Type one query into the header of a fresh context; return (ms after last keystroke, bytes fetched)."""
    found = search_probe.probe(browser, base, paper, query, keystroke_ms)
    return found["typed_ms"], found["total_bytes"]


def evaluate(browser, site: Path, drawn: dict, cold: int, keystroke_ms: int = 80,
             weights: dict | None = None) -> dict[str, dict]:
    """Serve the site and measure every form: relevance over all its queries, cost over the first `cold`."""
    paper = next(p for p in sorted((site / "papers").iterdir()) if p.is_dir()).name
    server, base = _serve(site.resolve())
    report = {}
    try:
        for form, pairs in drawn.items():
            figures = relevance(warm_ranks(browser, base, f"papers/{paper}/", pairs, weights))
            costs = [cold_cost(browser, base, f"papers/{paper}/", q, keystroke_ms) for q, _ in pairs[:cold]]
            if costs:
                figures["ms"] = statistics.median(c[0] for c in costs)
                figures["kb"] = statistics.median(c[1] for c in costs) / 1000
            report[form] = {"queries": len(pairs), **figures}
    finally:
        server.shutdown()
    return report


def table(report: dict[str, dict]) -> str:
    """Format the report as a Markdown table."""
    rows = ["| form | queries | hit@1 | hit@5 | hit@10 | MRR@10 | ms after last key | KB fetched |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for form, f in report.items():
        cost = f"{f['ms']:.0f} | {f['kb']:.0f}" if "ms" in f else "- | -"
        rows.append(f"| {form} | {f['queries']} | {f['hit@1']:.3f} | {f['hit@5']:.3f} | {f['hit@10']:.3f} "
                    f"| {f['mrr@10']:.3f} | {cost} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    """Draw the queries, run them in Chromium and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=Path)
    parser.add_argument("--seeds", type=Path, default=SHARED / "corpora")
    parser.add_argument("--titles", type=Path, default=SHARED / "titles")
    parser.add_argument("--per-form", type=int, default=300)
    parser.add_argument("--cold", type=int, default=30, help="queries per form measured cold (cost)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--weights", type=json.loads, action="append",
                        help="ranking weights to try, as JSON (repeatable; relevance only, no cold runs)")
    parser.add_argument("--node", action="store_true", help="rank in Node over the index: relevance only, fast")
    parser.add_argument("--by-conference", action="store_true", help="also a row a form and conference (--node)")
    args = parser.parse_args(argv)
    found = conference_items(args.seeds, args.titles)
    items = [(pid, title) for pid, title, _ in found]
    drawn = queries(items, args.per_form, args.seed, corpus_words(args.seeds))
    print(f"{len(items)} development titles matched to papers; "
          + ", ".join(f"{f} {len(p)}" for f, p in drawn.items()), flush=True)
    if args.node:
        conference = {pid: c for pid, _, c in found} if args.by_conference else None
        for weights in args.weights or [None]:
            report = node_report(args.site, drawn, conference, weights)
            print((json.dumps(weights) + "\n" if weights else "") + table(report), flush=True)
        if args.json:
            args.json.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
        return 0
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for weights in args.weights or []:
            print(json.dumps(weights), "\n" + table(evaluate(browser, args.site, drawn, 0, weights=weights)), flush=True)
        report = None if args.weights else evaluate(browser, args.site, drawn, args.cold)
        browser.close()
    if report is None:
        return 0
    print(table(report))
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
