"""The generated pages of the fixture set match tests/golden/ exactly (run `make golden` to update)."""

from __future__ import annotations

import pytest

from tests.golden import GOLDEN, generated_pages


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    return generated_pages(tmp_path_factory.mktemp("golden"))


def test_same_set_of_pages(pages):
    expected = sorted(p.relative_to(GOLDEN).as_posix() for p in GOLDEN.rglob("*.md"))
    assert sorted(pages) == expected, "pages added or removed: run `make golden` and review the diff"


@pytest.mark.parametrize("rel", sorted(p.relative_to(GOLDEN).as_posix() for p in GOLDEN.rglob("*.md")))
def test_page_matches_golden(pages, rel):
    assert pages.get(rel) == (GOLDEN / rel).read_text(encoding="utf-8"), f"{rel} differs: run `make golden`"
