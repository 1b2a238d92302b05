# make site: build site/ from seeds/.  make test: the whole suite.  make serve: live preview.
# The distribution's own Python 3.11+ if it has one with venv, else python3 from PATH: Debian builds
# its Python with PGO and LTO, and generation runs 10-30% faster on it than on a default pyenv or
# source build (benchmarks/BENCHMARKS.md). `make PYTHON=python3.12 ...` chooses another.
PYTHON_CHECK := import sys, ensurepip; sys.exit(sys.version_info < (3, 11))
PYTHON ?= $(firstword $(foreach p,/usr/bin/python3 python3,$(shell $(p) -c '$(PYTHON_CHECK)' 2>/dev/null && command -v $(p))) python3)
VENV   := .venv
PY     := $(VENV)/bin/python
export NO_MKDOCS_2_WARNING := 1

.PHONY: site test serve golden bench search-eval clean

$(VENV)/.site-installed: pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e .
	touch $@

# The tests build the seeds with every engine, so they install the optional ones too.
$(VENV)/.test-installed: $(VENV)/.site-installed
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[test,bench,properdocs,zensical]"
	touch $@

site: $(VENV)/.site-installed
	$(PY) -m generator build

test: $(VENV)/.test-installed
	$(PY) -m pytest -n 2 --dist loadgroup --durations=12  # the slowest tests, to keep the suite under 5 minutes

serve: $(VENV)/.site-installed
	$(PY) -m generator build
	$(PY) -m generator.serve

golden: $(VENV)/.test-installed
	$(PY) -m tests.golden --update

bench: $(VENV)/.test-installed
	$(PY) benchmarks/run.py

# Known-item search relevance at 13,765 papers (benchmarks/search_eval.py): build the corpus site, then
# rank the development titles through the header's own search in Chromium.
SEARCH_EVAL_DIR ?= /tmp/search-eval
search-eval: $(VENV)/.test-installed
	CI=1 $(PY) -m generator build --seeds ../shared/corpora --docs $(SEARCH_EVAL_DIR)/docs --out $(SEARCH_EVAL_DIR)/site
	$(PY) benchmarks/search_eval.py $(SEARCH_EVAL_DIR)/site

# Relevance alone over that built site, ranked in Node: every development title, one row a conference too.
.PHONY: search-relevance
search-relevance: $(VENV)/.test-installed
	$(PY) benchmarks/search_eval.py $(SEARCH_EVAL_DIR)/site --node --per-form 0 --by-conference

clean:
	rm -rf docs site .cache/abstract-site

# Lighthouse 12 mobile on the five pages of issue 15, served gzipped (benchmarks/lighthouse.py): needs
# `npm install lighthouse@12` (LIGHTHOUSE=path/to/node_modules/.bin/lighthouse) and /usr/bin/chromium.
# `make lighthouse LIGHTHOUSE_SEEDS=../shared/corpora` measures the 13,765-paper site.
LIGHTHOUSE_SEEDS ?= seeds
LIGHTHOUSE_DIR ?= /tmp/lighthouse-site
.PHONY: lighthouse
lighthouse: $(VENV)/.site-installed
	CI=1 $(PY) -m generator build --seeds $(LIGHTHOUSE_SEEDS) --docs $(LIGHTHOUSE_DIR)/docs --out $(LIGHTHOUSE_DIR)/site
	$(PY) benchmarks/lighthouse.py $(LIGHTHOUSE_DIR)/site --runs 3 $(if $(LIGHTHOUSE),--lighthouse $(LIGHTHOUSE))

.PHONY: tags-eval
tags-eval: $(VENV)/.site-installed  # title-evident tag recall on ../shared/titles, tag shares, CPU time
	$(PY) benchmarks/tags_eval.py --time

.PHONY: tags-model
tags-model: $(VENV)/.site-installed  # refit generator/derive/tag_weights.json: title stage on ../shared/titles, reader stage on benchmarks/tag_labels (deterministic)
	$(PY) benchmarks/train_tags.py

.PHONY: titles-eval titles-model
titles-eval: $(VENV)/.site-installed  # derived titles vs ../shared/titles: F1, baselines, invented words, repeats
	$(PY) benchmarks/titles_eval.py --by-conference

titles-model: $(VENV)/.test-installed  # refit generator/title_model.json on ../shared/titles (deterministic)
	$(PY) benchmarks/train_titles.py

.PHONY: title-reader
title-reader: $(VENV)/.test-installed  # refit generator/derive/title_reader.json on benchmarks/title_verdicts.jsonl (deterministic)
	$(PY) benchmarks/train_title_reader.py
