"""Shared fixtures: the project paths and one built copy of the seeds site per test worker."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build import Options, build
from generator.engine.engines import ENGINES
from generator.progress import Progress

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
CONFIG = ROOT / "site_config"


@pytest.fixture(scope="session")
def seeds_site(tmp_path_factory) -> Path:
    """Build the seeds once into a temporary folder and return the built site folder."""
    root = tmp_path_factory.mktemp("seeds-build")
    options = Options(SEEDS, CONFIG, root / "docs", root / "site")
    build(options, Progress(live=False))
    return root / "site"


@pytest.fixture(scope="session")
def engine_builds() -> dict[str, Path]:
    """The engines' sites built so far this session, by engine."""
    return {}


@pytest.fixture(scope="session", params=ENGINES)
def engine_site(request, tmp_path_factory, engine_builds) -> Path:
    """The seeds site built with each engine in turn (MkDocs' is seeds_site); return the site folder."""
    if request.param == "mkdocs":
        return request.getfixturevalue("seeds_site")
    # pytest sets a parametrized session fixture up again whenever the tests' order returns to a param
    # (`[zensical]`, then `[zensical-icon]`): each engine's site is still built once.
    if request.param not in engine_builds:
        root = tmp_path_factory.mktemp(f"seeds-{request.param}")
        build(Options(SEEDS, CONFIG, root / "docs", root / "site", request.param), Progress(live=False))
        engine_builds[request.param] = root / "site"
    return engine_builds[request.param]


@pytest.fixture
def forking(monkeypatch) -> None:
    """Let parallel.pool fork however small the input, and whatever threads the test session ran before."""
    import threading

    from generator import parallel

    monkeypatch.setattr(parallel, "MIN_ITEMS", 0)
    before = set(threading.enumerate())
    monkeypatch.setattr(parallel, "other_threads", lambda: bool(set(threading.enumerate()) - before))


def render_abstract(text: str) -> str:
    """Render one abstract to the inline HTML its page shows."""
    from generator.markup import abstract_forms

    return abstract_forms(text)[0]


def rendered(view) -> dict:
    """Render every page of a view by the build's own tasks, in this process; return path to text."""
    from generator.pages.render_tasks import listing_files, page_job, paper_files

    job = page_job(view, Path("unwritten"))
    return {**listing_files(job), **paper_files(job, range(len(view.corpus.papers)))}


HOSTILE = ROOT / "tests" / "fixtures" / "hostile"
# File names are untrusted text too; one with < > " cannot be committed portably, so it is made here.
HOSTILE_FILE = '<img src=x onerror="window.__pwned=1">.txt'


@pytest.fixture(scope="session")
def hostile_build(tmp_path_factory):
    """Build the hostile fixture set with the real command line; return (build folder, finished process)."""
    import shutil
    import subprocess
    import sys

    root = tmp_path_factory.mktemp("hostile-build")
    shutil.copytree(HOSTILE, root / "seeds")
    (root / "seeds" / HOSTILE_FILE).write_text(
        "We propose a method whose seed file name is an HTML payload. The name becomes the collection name "
        "and is shown on the collection page, in listings and in the data exports. FILENAME-TAIL.\n", encoding="utf-8")
    command = [sys.executable, "-m", "generator", "build", "--seeds", "seeds", "--config", str(CONFIG),
               "--docs", "docs", "--out", "site"]
    return root, subprocess.run(command, capture_output=True, text=True, cwd=root)


@pytest.fixture(scope="session")
def papers(seeds_site: Path) -> list[dict]:
    """The built seeds site's papers.json."""
    import json

    return json.loads((seeds_site / "papers.json").read_text(encoding="utf-8"))


CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def _serve(directory: Path, prefix: str = "/"):
    """Serve directory over HTTP on a free localhost port, mounted under prefix."""
    import functools
    import http.server
    import threading

    class Handler(http.server.SimpleHTTPRequestHandler):
        def translate_path(self, path):
            if not path.startswith(prefix):
                return str(directory / "__missing__")
            return super().translate_path("/" + path[len(prefix):])

        def log_message(self, *args):
            pass

    handler = functools.partial(Handler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{prefix}"


@pytest.fixture(scope="session")
def site_server(seeds_site: Path):
    """Serve the built seeds site at the root of a localhost port; yield its base URL."""
    server, url = _serve(seeds_site)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def engine_server(engine_site: Path):
    """Serve the seeds site of each engine in turn; yield its base URL."""
    server, url = _serve(engine_site)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    """Launch Debian's Chromium through Playwright; skip (never in CI) when it is missing."""
    import os

    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail("CI must run browser tests: /usr/bin/chromium is missing (apt-get install chromium)")
        pytest.skip("browser tests skipped: /usr/bin/chromium not found (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        instance = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield instance
        instance.close()


@pytest.fixture
def page(browser):
    """A fresh browser page that fails the test on any uncaught script error."""
    context = browser.new_context()
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    yield tab
    context.close()
    assert not errors, errors


# The longest tests start first: pytest-xdist hands out tests in collection order, and one of these
# started last keeps a worker busy alone after the other has finished.
LONGEST_FIRST = ("test_benchmarks.py::test_lighthouse", "test_hostile_browser.py", "test_title_invariants.py::test_corpus",
                 "test_install.py", "test_a11y_browser.py::test_axe", "test_paging_browser.py::test_lighthouse")


def pytest_collection_modifyitems(items) -> None:
    """Move the longest tests to the front, keeping every other test in its order."""
    items.sort(key=lambda item: not any(part in item.nodeid for part in LONGEST_FIRST))
