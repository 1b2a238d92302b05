"""Derive: what the generator reads into each abstract.

In: parsed abstracts (models.Abstract) and the validated config. Out: a models.Corpus of Papers, each with
its derived title, highlight, tags and their evidence, code links, related papers, and the topic map's
layout. Pure functions, no disk: corpus.py runs the stage on a process pool; the fitted weights of the title
and tag models (title_model.json, tag_weights.json) sit beside the modules that read them.
"""
