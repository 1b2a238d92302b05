"""Configuration: the shipped vocabulary validates, broken vocabularies and overrides are reported with locations."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.config import load_config, unknown_override_ids
from generator.derive.corpus import MAINTAINER_SCORE, derive
from generator.errors import GeneratorError
from generator.parse import parse
from generator.sources import read_sources
from generator.derive.vocabulary import vocabulary
from tests.conftest import CONFIG, ROOT, SEEDS

FIXTURES = ROOT / "tests" / "fixtures"
SMALL = FIXTURES / "config_small"


def test_shipped_vocabulary_validates_and_meets_the_floor():
    config, warnings = load_config(CONFIG)
    assert warnings == []
    groups = {g.name for g in config.groups}
    assert len(config.tags) >= 80 and len(groups) >= 8
    assert groups <= {t.name for t in config.tags if t.is_area}, "every group needs an area tag of its name"
    assert all(t.group in groups and t.description for t in config.tags)
    assert sum(not t.fallback for t in config.tags) >= 80


def test_every_shipped_phrase_finds_its_own_tag():
    config, _ = load_config(CONFIG)
    vocab = vocabulary(config)
    lost = []
    for rule in config.tags:
        for phrase, strong in [(p, True) for p in rule.phrases] + [(p, False) for p in (*rule.weak, *rule.acronyms)]:
            found = vocab.scan(phrase)[0]
            if not any(rule.name in m.tags or (not strong and rule.name in m.weak) for m in found):
                lost.append(f"{rule.name}: {phrase}")
    assert lost == []


def test_small_vocabulary_reads_every_key():
    config, _ = load_config(SMALL)
    rules = config.tag_index
    assert [g.name for g in config.groups] == ["Reinforcement Learning", "Trustworthy ML", "Machine Learning"]
    assert rules["Reinforcement Learning"].acronyms == ("RL", "MDP")
    assert rules["Trustworthy ML"].weak == ("safety",)
    assert rules["Machine Learning"].fallback and not rules["Bandits"].fallback
    assert config.overrides == ()


def write_config(tmp_path: Path, tags_yml: str, overrides_yml: str = "") -> Path:
    folder = tmp_path / "site_config"
    folder.mkdir()
    shutil.copy(SMALL / "site.yml", folder / "site.yml")
    (folder / "tags.yml").write_text(tags_yml, encoding="utf-8")
    (folder / "overrides.yml").write_text(overrides_yml, encoding="utf-8")
    return folder


GROUPS = "groups:\n  - name: Graphs\n  - name: Optimization\n"
AREAS = (
    "  - {name: Graphs, group: Graphs, description: Graphs., phrases: [graph]}\n"
    "  - {name: Optimization, group: Optimization, description: Optimization., phrases: [optimizer]}\n"
)


@pytest.mark.parametrize(
    "tags_yml, message",
    [
        (GROUPS + "tags:\n  - {name: Graphs, group: Graphs, description: G., phrases: [graph]}\n",
         "groups: 'Optimization' has no area tag of the same name"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graph, description: G., phrases: [gnn]}\n",
         "tags[2].group: unknown group 'Graph'"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, description: G.}\n",
         "tags[2].phrases: a tag needs phrases or acronyms to match"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, description: G., phrases: [gnn], colour: red}\n",
         "tags[2].colour: unknown key"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: graphs, group: Graphs, description: G., phrases: [gnn]}\n",
         "tags[2].name: 'graphs' clashes with 'Graphs'"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, description: G., phrases: [gnn], exclude: [GNN]}\n",
         "tags[2].exclude: 'gnn' is also one of its phrases"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, description: G., phrases: [gnn], fallback: yes please}\n",
         "tags[2].fallback: expected true or false"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, phrases: [gnn]}\n",
         "tags[2].description: expected a non-empty string"),
        (GROUPS + "tags:\n" + AREAS + "  - name: GNNs\n    name: GNN\n",
         "tags.yml:8: not valid YAML: duplicate key 'name' (first on line 7)"),
        ("groups: [\n", "tags.yml:2: not valid YAML"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, description: G., phrases: [gnn], settles: [mpnn]}\n",
         "tags[2].settles: 'mpnn' is not one of the tag's phrases"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, description: G., phrases: [gnn], broader: GCN}\n",
         "tags[2].broader: 'GCN' is not another tag"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, description: G., phrases: [gnn], broader: Graphs}\n",
         "tags[2].broader: 'Graphs' is not another tag (an area comes with its group)"),
        (GROUPS + "tags:\n" + AREAS + "  - {name: GNNs, group: Graphs, description: G., weak: [node], yields_to: [GCN]}\n",
         "tags[2].yields_to: 'GCN' is not another tag"),
    ],
    ids=["no-area-tag", "unknown-group", "nothing-to-match", "unknown-key", "name-clash", "phrase-excluded",
         "bad-flag", "no-description", "duplicate-key", "bad-yaml", "settles-unmatched", "broader-unknown",
         "broader-area", "yields-unknown"],
)
def test_broken_vocabularies_are_reported(tmp_path, tags_yml, message):
    folder = write_config(tmp_path, tags_yml)
    with pytest.raises(GeneratorError) as raised:
        load_config(folder)
    lines = [str(p) for p in raised.value.problems]
    assert any(message in line for line in lines), lines
    assert all(line.startswith(str(folder / "tags.yml")) for line in lines), lines


@pytest.fixture(scope="module")
def seeds():
    return parse(read_sources(SEEDS)).abstracts


def test_overrides_win_over_derivation(tmp_path, seeds):
    rl_paper = "a41618a854"  # CoSo: derived tags include Reinforcement Learning
    folder = write_config(tmp_path, (SMALL / "tags.yml").read_text(encoding="utf-8"),
                          f"{rl_paper}:\n  title: CoSo, as Its Authors Wrote It\n"
                          "  add_tags: [Differential Privacy]\n  remove_tags: [Reinforcement Learning]\n")
    config, _ = load_config(folder)
    corpus, problems = derive(seeds, config)
    paper = next(p for p in corpus.papers if p.id == rl_paper)
    assert paper.title == "CoSo, as Its Authors Wrote It"
    assert "Reinforcement Learning" not in paper.tags and "Differential Privacy" in paper.tags
    added = next(m for m in paper.evidence if m.tag == "Differential Privacy")
    assert added.score == MAINTAINER_SCORE and added.phrases == ()
    assert problems == []


def test_override_ids_stay_strings_and_unknown_ids_warn(tmp_path, seeds):
    folder = write_config(tmp_path, (SMALL / "tags.yml").read_text(encoding="utf-8"),
                          "0123456701:\n  add_tags: [Bandits]\n1e10000000:\n  title: Not a Number\n")
    config, _ = load_config(folder)
    assert [o.id for o in config.overrides] == ["0123456701", "1e10000000"]
    warnings = [str(p) for p in unknown_override_ids(config, {a.id for a in seeds})]
    assert warnings == [f"{folder / 'overrides.yml'}:1: warning: 0123456701: no paper has this id; override ignored",
                        f"{folder / 'overrides.yml'}:3: warning: 1e10000000: no paper has this id; override ignored"]


def run_check(tmp_path: Path, fixture: Path, *args: str) -> subprocess.CompletedProcess:
    """Run `python -m generator check` in a folder whose site_config is a copy of fixture."""
    shutil.copytree(fixture, tmp_path / "site_config")
    one_file = sorted(SEEDS.glob("*.txt"))[0]  # a third of the seeds is enough and keeps the test quick
    command = [sys.executable, "-m", "generator", "check", "--seeds", str(one_file), *args]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, env=env)


def test_check_lists_every_override_error_with_its_line(tmp_path):
    done = run_check(tmp_path, FIXTURES / "config_bad_overrides")
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert lines[-1] == "failed: 5 error(s)"
    expected = {
        ("2", "a41618a854.add_tags: unknown tag 'Reinforcment Learning' (did you mean 'Reinforcement Learning'?)"),
        ("4", "2d31bf11cf.colour: unknown key (known: title, add_tags, remove_tags)"),
        ("4", "2d31bf11cf.remove_tags: unknown tag 'differential privacy' (did you mean 'Differential Privacy'?)"),
        ("7", "5d1519edc7.title: expected a non-empty string"),
        ("7", "5d1519edc7: 'Bandits' is both added and removed"),
    }
    assert all(line.startswith("site_config/overrides.yml:") for line in lines[:-1])
    found = {tuple(line.removeprefix("site_config/overrides.yml:").split(": ", 1)) for line in lines[:-1]}
    assert found == expected


def test_check_warns_about_unknown_ids_and_succeeds(tmp_path):
    fixture = tmp_path / "fixture"
    shutil.copytree(SMALL, fixture)
    (fixture / "overrides.yml").write_text('"0000000000":\n  add_tags: [Bandits]\n', encoding="utf-8")
    run = tmp_path / "run"
    run.mkdir()
    done = run_check(run, fixture)
    assert done.returncode == 0, done.stderr
    assert "site_config/overrides.yml:1: warning: 0000000000: no paper has this id; override ignored" in done.stderr


def test_duplicate_override_ids_are_an_error(tmp_path):
    folder = write_config(tmp_path, (SMALL / "tags.yml").read_text(encoding="utf-8"),
                          "a41618a854:\n  add_tags: [Bandits]\na41618a854:\n  title: Twice\n")
    with pytest.raises(GeneratorError) as raised:
        load_config(folder)
    assert [str(p) for p in raised.value.problems] == [
        f"{folder / 'overrides.yml'}:3: not valid YAML: duplicate key 'a41618a854' (first on line 1)"]


@pytest.mark.parametrize(
    "files, expected",
    [
        ({}, ["no such configuration folder"]),
        ({"tags.yml": None}, ["site.yml: missing configuration file"]),
        ({"tags.yml": None, "site.yml": "name: [unclosed\n"}, ["site.yml:2: not valid YAML"]),
    ],
    ids=["no-folder", "missing-site", "broken-site"],
)
def test_a_missing_or_broken_file_is_one_problem(tmp_path, files, expected):
    """A missing config file is reported once, without follow-on errors about its keys."""
    from generator.config import load_config
    from generator.errors import GeneratorError

    folder = tmp_path / "cfg"
    if files:
        folder.mkdir()
    for name, text in files.items():
        (folder / name).write_text(text if text is not None else (CONFIG / name).read_text())
    with pytest.raises(GeneratorError) as caught:
        load_config(folder)
    messages = [str(p) for p in caught.value.problems]
    assert len(messages) == len(expected)
    for message, fragment in zip(messages, expected):
        assert fragment in message
