# make site: build site/ from seeds/.  make test: the whole suite.  make serve: live preview.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
export NO_MKDOCS_2_WARNING := 1

.PHONY: site test serve golden bench clean

$(VENV)/.site-installed: pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e .
	touch $@

$(VENV)/.test-installed: $(VENV)/.site-installed
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[test]"
	touch $@

site: $(VENV)/.site-installed
	$(PY) -m generator build

test: $(VENV)/.test-installed
	$(PY) -m pytest -n 2 --dist loadgroup

serve: $(VENV)/.site-installed
	$(PY) -m generator build
	$(PY) -m generator.serve

golden: $(VENV)/.test-installed
	$(PY) -m tests.golden --update

bench: $(VENV)/.site-installed
	$(PY) benchmarks/run.py

clean:
	rm -rf docs site
