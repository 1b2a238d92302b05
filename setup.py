"""Build step: ship the top-level templates, theme, mkdocs.yml and default site_config/ inside the package.

They stay at the checkout's top level for the maintainer (generator/resources.py prefers them there);
a wheel carries copies in generator/bundled/, so `pip install .` outside the checkout can build a site.
"""

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generator.resources import SHIPPED  # noqa: E402  (the names it reads are the names shipped)


class BuildWithResources(build_py):
    """Copy the shipped files into the built package beside its modules."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "generator" / "bundled"
        target.mkdir(parents=True, exist_ok=True)
        for name in SHIPPED:
            if Path(name).is_dir():
                shutil.copytree(name, target / name, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            else:
                shutil.copyfile(name, target / name)


setup(cmdclass={"build_py": BuildWithResources})
