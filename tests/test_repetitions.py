"""Tests for generator/derive/repetitions.py: a title's purpose says nothing its work already says."""

from __future__ import annotations

import pytest

from generator.derive.repetitions import purpose_said, said_once


@pytest.mark.parametrize("title, shown", [
    ("FLAG: Ligand Generation Framework for Generating 3D Molecules",
     "FLAG: Ligand Generation Framework for 3D Molecules"),
    ("NeRM: Generative Model for Generating Motions", "NeRM: Generative Model for Generating Motions"),  # no deed noun
    ("Estimation Method for Estimating the Mean of a Matrix", "Estimation Method for Mean of a Matrix"),
    ("Alignment Method for Aligning to Datasets", "Alignment Method for Aligning to Datasets"),
    ("Quilt Activation for Quilting Neural Networks", "Quilt Activation for Quilting Neural Networks"),  # a kind
    ("AnimateDiff: Motion Module for Animating Image Models", "AnimateDiff: Motion Module for Animating Image Models"),
    ("General Framework for Generating Images", "General Framework for Generating Images"),  # no stem it shares
], ids=["stem-said", "not-the-deeds-noun", "article-after", "relating-word-after", "kind-of-thing",
        "only-the-name-says-it", "other-stem"])
def test_a_purpose_drops_the_gerund_its_work_says(title, shown):
    assert said_once(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("MARL Evaluation Suite for Multi-Agent Reinforcement Learning",
     "Multi-Agent Reinforcement Learning Evaluation Suite"),
    ("Optimization Landscapes of GANs for Generative Adversarial Networks",
     "Optimization Landscapes of Generative Adversarial Networks"),
    ("Nash-MTL: Gradient Combination for Multi-Task Learning",
     "Nash-MTL: Gradient Combination for Multi-Task Learning"),
    ("Marmot-Free RL for Zephyr Reinforcement Learning", "Marmot-Free RL for Zephyr Reinforcement Learning"),
    ("Q-NeRF: Marmot-View NeRF for Neural Radiance Fields", "Q-NeRF: Marmot-View Neural Radiance Fields"),
    ("Unified ViT Quilting Framework for Vision Transformers",
     "Unified Quilting Framework for Vision Transformers"),
    ("Zephyr-Efficient LfO Approach for Learning from Observations",
     "Zephyr-Efficient Approach for Learning from Observations"),
    ("Embedding KG Model for Knowledge Graph Completion", "Embedding Model for Knowledge Graph Completion"),
    ("GNN-Based Quilt Learning for Graph Neural Networks", "Quilt Learning for Graph Neural Networks"),
    ("GNN Quiltability for Graph Neural Networks", "Graph Neural Networks Quiltability"),
    ("Deep RL Algorithms for Tessel Reinforcement Learning",
     "Deep RL Algorithms for Tessel Reinforcement Learning"),
    ("ZPCr Statistic for Zephyr Patch Coefficient", "ZPCr Statistic for Zephyr Patch Coefficient"),
    ("Generalization of QRFs for Linear-Chain Quilted Random Fields",
     "Generalization of Linear-Chain Quilted Random Fields"),
    ("Quilts in RL for Quilted Reinforcement Learning", "Quilts in RL for Quilted Reinforcement Learning"),
], ids=["acronym", "plural-acronym", "the-names-acronym", "purpose-says-more", "a-part-of-the-name", "plural-purpose",
        "purpose-runs-on", "purpose-holds-it", "modifier-led", "two-words-of-work", "deep-rl", "no-acronym",
        "kind-of-what-it-is-of", "stem-said-twice"])
def test_an_acronym_the_purpose_spells_gives_way_to_its_words(title, shown):
    assert said_once(title) == shown


def test_the_works_own_name_stays():
    assert said_once("MARL for Multi-Agent Reinforcement Learning", "MARL") == (
        "MARL for Multi-Agent Reinforcement Learning")


@pytest.mark.parametrize("title, shown", [
    ("Detecting Semantic Quilts for Quilt Detection", "Detecting Semantic Quilts"),
    ("QZ: Zephyr Estimation for Zephyr Learning", "QZ: Zephyr Estimation"),  # `learning` says nothing more
    ("Detecting Semantic Quilts for Marmot Detection", "Detecting Semantic Quilts for Marmot Detection"),
    ("Quilts for Quilt Detection in Marmots", "Quilts for Quilt Detection in Marmots"),  # the purpose relates on
    ("Quilts for Quilt Detection", "Quilts for Quilt Detection"),  # one word of work is too little to say it all
], ids=["said-again", "filler", "new-word", "relates-on", "short-work"])
def test_a_purpose_the_title_said_already_goes(title, shown):
    assert purpose_said(title) == shown

