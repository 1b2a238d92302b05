"""A maintainer's corrections for single papers (generator/overrides.py)."""

from __future__ import annotations

import pytest

from generator.overrides import Override, load_overrides
from generator.yaml_files import Reader

TAGS = {"Marmot Tracking", "Quilt Folding"}


@pytest.mark.parametrize(
    "text, found, problems",
    [
        ('"0042000000":\n  title: " Zephyr Quilts "\n  add_tags: [Quilt Folding]\n',
         [("0042000000", "Zephyr Quilts", ("Quilt Folding",), ())], []),
        ('"0042000000":\n  remove_tags: Marmot Tracking\n', [("0042000000", None, (), ("Marmot Tracking",))], []),
        ('"0042000000":\n', [("0042000000", None, (), ())], []),
        ('"0042000000":\n  add_tags: [Marmot Trackin]\n', [("0042000000", None, ("Marmot Trackin",), ())],
         ["0042000000.add_tags: unknown tag 'Marmot Trackin' (did you mean 'Marmot Tracking'?)"]),
        ('"0042000000":\n  colour: teal\n', [("0042000000", None, (), ())],
         ["0042000000.colour: unknown key (known: title, add_tags, remove_tags)"]),
        ('"0042000000":\n  title: ""\n', [("0042000000", None, (), ())],
         ["0042000000.title: expected a non-empty string"]),
        ('"0042000000":\n  add_tags: [Quilt Folding]\n  remove_tags: [Quilt Folding]\n',
         [("0042000000", None, ("Quilt Folding",), ("Quilt Folding",))],
         ["0042000000: 'Quilt Folding' is both added and removed"]),
        ('"0042000000": [Quilt Folding]\n', [], ["0042000000: expected a mapping with title, add_tags, remove_tags"]),
        ("", [], []),
    ],
    ids=["title-and-tags", "one-tag-as-text", "empty-entry", "unknown-tag", "unknown-key", "empty-title",
         "added-and-removed", "not-a-mapping", "empty-file"],
)
def test_load_overrides(tmp_path, text, found, problems):
    """Each entry keeps its id as written and its place; every problem is reported with the entry's line."""
    path = tmp_path / "overrides.yml"
    path.write_text(text, encoding="utf-8")
    reader = Reader(path)
    overrides = load_overrides(path, TAGS, reader)
    assert [(o.id, o.title, o.add, o.remove) for o in overrides] == found
    assert all(isinstance(o, Override) and o.where == f"{reader.where}:1" for o in overrides)
    assert [p.message for p in reader.problems] == problems
    assert all(p.where == f"{reader.where}:1" for p in reader.problems)
