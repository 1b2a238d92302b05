"""Titles that name a task, an activity, a bandit setting and a faculty plainly (generator/derive/plain_names.py)."""

import pytest

from generator.derive.plain_names import (
    ability_named,
    bandits_named,
    plainly_named,
    setting_named,
    task_named,
    tasks_named,
)


@pytest.mark.parametrize("title, shown", [
    ("Quilt Folding Problem in Marmot Graphs", "Quilt Folding in Marmot Graphs"),
    ("QZS: Tessel Verification Task for Zephyrs", "QZS: Tessel Verification for Zephyrs"),
    ("Revisiting the Marmot Imbalance Problem under Drift", "Revisiting the Marmot Imbalance under Drift"),
    ("Unlabeled Marmot Problem for Tessels", "Unlabeled Marmot Problem for Tessels"),  # no activity: a named problem
    ("Solving the Quilt Folding Problem in Marmot Graphs", "Solving the Quilt Folding Problem in Marmot Graphs"),
    ("Generic Problem of Folding a Quilt", "Generic Problem of Folding a Quilt"),  # a frame, not a kind
    ("Quilt Folding Problem", "Quilt Folding Problem"),  # nothing after it to name the task by
    ("Tessels as a Quilt Folding Problem in Marmot Graphs", "Tessels as a Quilt Folding Problem in Marmot Graphs"),
    ("Regret in a Quilt Folding Problem with Delays", "Regret in a Quilt Folding Problem with Delays"),
    ("Fair Quilt Clustering Problem", "Fair Quilt Clustering"),  # the title's last word
    ("Quilt Models for the Marmot Maximization Problem", "Quilt Models for Marmot Maximization"),
    ("QZS: Tessel Data Detection Problem", "QZS: Tessel Data Detection"),
    ("Quilt Cuts for the Tessel Bin Packing Problem", "Quilt Cuts for the Tessel Bin Packing Problem"),  # a named class
    ("QZP: Quilt Zephyr Allocation Problem", "QZP: Quilt Zephyr Allocation Problem"),  # the name spells it
    ("Trigger and the Inversion Problem", "Trigger and the Inversion Problem"),
], ids=["problem", "task-after-a-name", "ance-noun", "not-an-activity", "solved", "of-frame", "last-word", "cast-as",
        "counted", "whole-title", "after-the", "after-a-name", "named-class", "name-spells-it", "and-the"])
def test_a_task_is_not_called_a_problem(title, shown):
    assert task_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Quilt Models for Marmot Reasoning Tasks", "Quilt Models for Marmot Reasoning"),
    ("QZS: Tessel Layers in Dense Prediction Tasks with Noise", "QZS: Tessel Layers in Dense Prediction with Noise"),
    ("Quilt Attention for Zephyr Reinforcement Learning Tasks", "Quilt Attention for Zephyr Reinforcement Learning"),
    ("Synthesizing Marmot Programming Tasks", "Synthesizing Marmot Programming Tasks"),  # the tasks are the object
    ("Quilt Transfer across Multiple Tessel Prediction Tasks",
     "Quilt Transfer across Multiple Tessel Prediction Tasks"),
    ("Quilt Algorithm for Learning Tasks", "Quilt Algorithm for Learning Tasks"),  # `for Learning` names too little
    ("Quilt Weights for General Learning Tasks", "Quilt Weights for General Learning Tasks"),
    ("Marmot Losses for Decision Tasks", "Marmot Losses for Decision Tasks"),
    ("Quilt Tuning for Cross-Lingual Tasks", "Quilt Tuning for Cross-Lingual Tasks"),  # no activity's noun
    ("Quilt Models for a Tessel Segmentation Tasks", "Quilt Models for a Tessel Segmentation Tasks"),
    ("Quilt Models for Segmentation Tasks", "Quilt Models for Segmentation Tasks"),  # one word reads better whole
    ("Quilt Models on Marmot Reasoning Tasks", "Quilt Models on Marmot Reasoning Tasks"),  # tried on: instances
    ("Quilt Policies for Unseen Marmot Navigation Tasks", "Quilt Policies for Unseen Marmot Navigation Tasks"),
], ids=["for", "in-then-with", "x-learning", "object", "counted", "learning-alone", "general-learning", "decision",
        "no-activity", "article", "one-word", "on", "instances"])
def test_an_activity_is_not_called_tasks(title, shown):
    assert tasks_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Quilt Solvers for Nonconvex Marmot Optimization Problems", "Quilt Solvers for Nonconvex Marmot Optimization"),
    ("Quilt Search for Tessel Vehicle Routing Problems", "Quilt Search for Tessel Vehicle Routing Problems"),  # named
    ("Quilt Cuts for Convex Optimization Problems with Tessels",
     "Quilt Cuts for Convex Optimization Problems with Tessels"),
    ("Solving Quilt Optimization Problems for Marmots", "Solving Quilt Optimization Problems for Marmots"),
    ("Quilt Methods for Optimization Problems", "Quilt Methods for Optimization Problems"),  # one word
], ids=["optimization", "named-class", "instances-with", "solved", "one-word"])
def test_an_activity_is_not_called_problems(title, shown):
    assert tasks_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("QZS: Quilt Regularization for Continual Learning Methods", "QZS: Quilt Regularization for Continual Learning"),
    ("Quilt Bounds for Zephyr Reinforcement Learning Algorithms", "Quilt Bounds for Zephyr Reinforcement Learning"),
    ("Quilt Filters for Marmot Recognition Systems", "Quilt Filters for Marmot Recognition Systems"),  # readers kept
    ("Quilt Suites for Evaluating Marmot Learning Algorithms",
     "Quilt Suites for Evaluating Marmot Learning Algorithms"),
    ("Quilt Risk for Stability of Marmot Learning Algorithms",
     "Quilt Risk for Stability of Marmot Learning Algorithms"),
], ids=["methods", "algorithms", "systems", "object-of-a-gerund", "of-between"])
def test_an_activity_is_not_called_methods(title, shown):
    assert tasks_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Quilt Harm in the Contrastive Learning Setting", "Quilt Harm in Contrastive Learning"),
    ("Best Quilt Identification in the Rested Bandit Setting", "Best Quilt Identification in Rested Bandits"),
    ("QZS: Quilt Q-Learning for the Offline RL Setting", "QZS: Quilt Q-Learning for Offline RL"),
    ("Quilt Norms for Meta-Learning Scenarios", "Quilt Norms for Meta-Learning"),
    ("Marmot Rules for Strategic Learning Settings", "Marmot Rules for Strategic Learning"),
    ("Quilt Methods under the Decentralized Optimization Setting",
     "Quilt Methods under the Decentralized Optimization Setting"),  # `under` keeps it
    ("Quilt Descent in Convex and Interpolation Setting", "Quilt Descent in Convex and Interpolation Setting"),
    ("Quilt Errors in the Multi-Environment Setting", "Quilt Errors in the Multi-Environment Setting"),  # no activity
], ids=["learning", "bandits", "rl", "scenarios", "plural", "under", "and", "hyphenated-noun"])
def test_an_activity_is_not_called_a_setting(title, shown):
    assert setting_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Regret Bounds for the Marmot Multi-Armed Bandit Problem", "Regret Bounds for Marmot Multi-Armed Bandits"),
    ("Tessel Bandit Problems with Delayed Feedback", "Tessel Bandits with Delayed Feedback"),
    ("QZS: the Quilted Dueling Bandits Problem", "QZS: Quilted Dueling Bandits"),
    ("Regret in a Dueling Bandit Problem with Context", "Regret in a Dueling Bandit Problem with Context"),
    ("Tessel Bandit Problem for Sparse Bandits", "Tessel Bandit Problem for Sparse Bandits"),  # no `Bandits` twice
    ("Marmot Bandits for Quilts", "Marmot Bandits for Quilts"),
    ("Marmot Bandit Problem", "Marmot Bandit Problem"),  # two words left are no title
], ids=["the-problem", "plural", "after-a-name", "counted-by-an-article", "would-repeat", "no-problem", "too-short"])
def test_a_bandit_setting_is_not_called_a_problem(title, shown):
    assert bandits_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Improving the Marmot Reasoning Ability of Quilts", "Improving Marmot Reasoning of Quilts"),
    ("QZS: Enhancing Performance of Tessel Learning", "QZS: Enhancing Tessel Learning"),
    ("Quilt Mixing for Generalization Ability of Tessels", "Quilt Mixing for Generalization of Tessels"),
    ("Compositional Generalization Ability of Three Quilts", "Compositional Generalization Ability of Three Quilts"),
    ("Quilt Tasks for Measuring Logical Reasoning Abilities of Marmots",
     "Quilt Tasks for Measuring Logical Reasoning Abilities of Marmots"),  # what the work measures
], ids=["improved", "performance", "after-for", "opens-the-title", "measured"])
def test_a_faculty_is_improved_not_its_ability(title, shown):
    assert ability_named(title) == shown


def test_plainly_named_applies_every_rule():
    """One call names a task, tasks, a setting, bandits and a faculty plainly."""
    title = "Quilt Models for the Marmot Bandit Problem"
    assert plainly_named(title) == "Quilt Models for Marmot Bandits"
    assert plainly_named("Improving the Tessel Reasoning Ability of Quilt Learning Tasks") == \
        "Improving Tessel Reasoning of Quilt Learning Tasks"
