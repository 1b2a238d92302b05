"""Live preview: build, serve site/ on localhost, rebuild when seeds, config or templates change."""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
import time
from pathlib import Path

from generator.build import Options, build
from generator.errors import GeneratorError
from generator.progress import Progress
from generator.title_cache import FOLDER as CACHE

WATCHED = ("seeds", "site_config", "docs_templates", "mkdocs.yml")


def snapshot(paths: tuple[str, ...]) -> tuple[tuple[str, float], ...]:
    """Record the modification time of every watched file."""
    found = []
    for name in paths:
        root = Path(name)
        files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file())
        found.extend((str(p), p.stat().st_mtime) for p in files if p.exists())
    return tuple(found)


def rebuild(options: Options) -> None:
    """Build once, printing problems instead of stopping the preview."""
    try:
        build(options, Progress())
        print("site rebuilt; reload the page", flush=True)
    except GeneratorError as exc:
        print("\n".join(str(p) for p in exc.problems), flush=True)


def main() -> None:
    """Serve site/ and rebuild it whenever an input changes."""
    args = argparse.ArgumentParser(description=__doc__)
    args.add_argument("--port", type=int, default=8000)
    port = args.parse_args().port
    options = Options(cache=CACHE)  # a rebuild derives only the titles of abstracts that changed
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(options.out))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(f"serving http://127.0.0.1:{port}/ (Ctrl-C to stop)", flush=True)
    seen = snapshot(WATCHED)
    try:
        while True:
            time.sleep(1)
            now = snapshot(WATCHED)
            if now != seen:
                seen = now
                rebuild(options)
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
