"""Every third-party package the code imports is declared in pyproject.toml, not merely installed alongside."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

from tests.conftest import ROOT

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
LOCAL = {"generator", "tests", "benchmarks"}


def declared(requirements: list[str]) -> set[str]:
    """Return the distribution names a requirement list names, normalised."""
    return {normal(re.match(r"[A-Za-z0-9_.\-]+", r).group(0)) for r in requirements}


def normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def imported(folder: Path) -> dict[str, str]:
    """Map each top-level module imported under folder to the first file that imports it."""
    found: dict[str, str] = {}
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], path.relative_to(ROOT).as_posix())
    return found


@pytest.mark.parametrize(
    "folder, extras",
    [("generator", ()), ("benchmarks", ("test",)), ("tests", ("test",)), ("scripts", ("test",))],
)
def test_every_imported_package_is_declared(folder, extras):
    allowed = declared(PROJECT["dependencies"])
    for extra in extras:
        allowed |= declared(PROJECT["optional-dependencies"][extra])
    owners = packages_distributions()
    missing = []
    for module, where in sorted(imported(ROOT / folder).items()):
        if module in sys.stdlib_module_names or module in LOCAL or module == "__future__":
            continue
        distributions = {normal(d) for d in owners.get(module, [module])}
        if not distributions & allowed:
            missing.append(f"{where}: imports {module} ({', '.join(sorted(distributions))}), not in pyproject.toml")
    assert missing == []
