"""The anchor: Hugo renders the generated docs/ Markdown with a minimal layout, then Pagefind indexes it.

Hugo reads `index.md` as a leaf bundle (every sibling page would become a resource of it), so the
content tree is a hard-linked copy of docs/ with `index.md` named `_index.md`; the copy is not timed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

CONFIG = """\
baseURL = "http://localhost/"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]
[markup.goldmark.renderer]
unsafe = true
"""

# One page layout for every kind: the Markdown's own HTML inside a bare document, like MkDocs' content.
LAYOUT = """\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main>{{ .Content }}</main></body></html>
"""


def hugo_site(docs: Path, root: Path) -> Path:
    """Lay out a minimal Hugo site whose content is docs/; return its folder."""
    shutil.rmtree(root, ignore_errors=True)
    content = root / "content"
    for path in docs.rglob("*.md"):
        rel = path.relative_to(docs)
        target = content / (rel.parent / "_index.md" if rel.name == "index.md" else rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        os.link(path, target)
    layouts = root / "layouts" / "_default"
    layouts.mkdir(parents=True)
    for name in ("single.html", "list.html"):
        (layouts / name).write_text(LAYOUT, encoding="utf-8")
    (root / "layouts" / "index.html").write_text(LAYOUT, encoding="utf-8")
    (root / "config.toml").write_text(CONFIG, encoding="utf-8")
    return root


def timed(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> dict[str, float]:
    """Run a command; return its wall time, CPU time (and the kernel's part) and peak RSS (largest process)."""
    start = time.perf_counter()
    proc = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = proc.stdout.read()  # type: ignore[union-attr]
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"{' '.join(command[:4])} failed:\n{output.decode(errors='replace')[-3000:]}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "sys": usage.ru_stime, "peak_mb": usage.ru_maxrss / 1024,
            "output": output.decode(errors="replace")}  # type: ignore[dict-item]


def hugo_pagefind(docs: Path, root: Path) -> dict[str, dict[str, float]]:
    """Time Hugo over docs/ and then Pagefind over Hugo's output."""
    site = hugo_site(docs, root)
    hugo = timed(["hugo", "--quiet", "--destination", "public"], site)
    pagefind = timed([sys.executable, "-m", "pagefind", "--site", "public", "--quiet"], site)
    pages = sum(1 for _ in (site / "public").rglob("index.html"))
    if pages < sum(1 for _ in docs.rglob("*.md")) - 1:
        sys.exit(f"hugo rendered only {pages} pages from {docs}")
    for step in (hugo, pagefind):
        step.pop("output")
    return {"hugo": hugo, "pagefind": pagefind}
