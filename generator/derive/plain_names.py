"""Name what a title names plainly, as real titles do: a task or an activity not called a problem, tasks, methods or a
setting (`Quilt Folding Problem in Marmot Graphs`, `for Marmot Reasoning Tasks`, `in the Tessel Learning Setting`), a
bandit setting as bandits, and a faculty a work improves without its ability. Each rule runs on the chosen title only
(title_mends.mended_title) and was judged blind against the title it replaced (BENCHMARKS, seventy-second and
seventy-third sessions)."""

from __future__ import annotations

import re

# A task named and then called a problem or a task (`Quilt Folding Problem in Marmot Graphs`, `Tessel Verification
# Task for Zephyrs`): real titles name the task (`Quilt Folding in Marmot Graphs`). Only where an activity's noun comes
# before (not `Unlabeled Marmot Problem`) and a preposition after; `Solving` keeps the problem it solves.
_TASK_KIND = re.compile(r"\b([A-Z][\w-]*(?:tion|sion|ment|ance|ence|ness|ing|\w{5}ity|ysis|Shift)) "
                        r"(?:Problem|Task) (?=(?:in|for|with|on|under|over|from) )")
# The same kind said of the activity a work is for or done in (`for Marmot Reasoning Tasks`, `in Quilt Segmentation
# Tasks`): real titles name the activity (`for Marmot Reasoning`). Only after `for` or `in`, at the end or before
# another preposition, with a word before the activity's noun (`for Navigation Tasks` reads better whole), and not
# where that word makes the tasks instances (`Unseen`, `Challenging`, `Real-World`) or the noun names too little
# (`for General Learning Tasks`, `for Decision Tasks`): blind readers preferred the tasks named, 105 to 53 on 59
# corpus papers with the rule's first form, `on` and `across` and one-word activities included (seventy-third session).
_NOT_INSTANCES = (r"(?!(?:[\w-]+ )*?(?:Multiple|Several|Various|Diverse|Different|Many|Two|Three|Four|Unseen|New"
                  r"|Challenging|Common|Real-World|Benchmark|Downstream|Standard|Typical|Related|Such) )")
_AFTER_LINK = r"\b(?:for|in) (?!(?:a|an|the|[A-Z][a-z]+ly|General|Learning|Training) )" + _NOT_INSTANCES
_ACTIVITY = r"[A-Z][\w-]*(?:tion|sion|ment|ance|ence|ing|ysis)"
_X_LEARNING = r"(?<!General )(?<=[a-z] )Learning"  # `Marmot Learning`, not `General Learning` nor `for Learning`


def _kind_after_activity(kinds: str, lead: str = "", unnamed: str = "", links: str = "in|for|on|under|from"
                         ) -> re.Pattern:
    """Find the kind (group 1) that follows an activity a title's `for` or `in` leads to, with up to four words
    before its noun; lead: what may not open the phrase; unnamed: more nouns that name too little or a named class."""
    return re.compile(_AFTER_LINK + lead + r"(?:[\w-]+ ){1,4}?(?:(?!(?:Decision|Training|Meta-Training|Learning"
                      rf"{unnamed}) ){_ACTIVITY}|{_X_LEARNING})( (?:{kinds}))(?=$| (?:{links}) )")


_TASKS_OF = _kind_after_activity("Tasks", links="in|for|with|on|under|from")
# And problems, the same way (`for Nonconvex Marmot Optimization Problems`): 119 to 27 on 58 corpus papers, faithful and
# poor the same; a named class of problems (`Vehicle Routing Problems`) or instances with a property (`Problems with
# Staged Tessels`) read better whole, and are left: 117 to 8 on the other 51 (seventy-third session). `Solving` keeps
# what it solves.
_PROBLEMS_OF = _kind_after_activity("Problems", unnamed="|Routing|Satisfaction")
# And the kind of work the activity has (`for Marmot Learning Methods`, `for Quilt Pruning Algorithms`), where no
# gerund makes them its object (`for Evaluating Quilt Learning Algorithms`) and no `of` comes between: blind readers
# preferred `for Marmot Learning` 147 to 37 on 64 corpus papers, faithful 102 -> 105 and poor 27 -> 23 of 192; they
# kept `Systems` (`for Facial Recognition Systems`), which the rule now leaves: 137 to 19 on the other 54, faithful
# 83 -> 88, poor 21 -> 17 (seventy-third session).
_KINDS_OF = _kind_after_activity("Methods|Algorithms|Techniques|Frameworks|Applications|Research",
                                 lead=r"(?![A-Z][a-z]+ing )(?!(?:[\w-]+ )*?(?:of|Interacting) )")
# And a setting or a scenario (`in the Marmot Learning Setting`, `for Tessel Bandit Scenarios`): `in Marmot
# Learning`, `for Tessel Bandits`. Readers preferred them 87 to 3 on 32 corpus papers, faithful and poor the same;
# after `under` they kept the setting (0 to 6 on 2; seventy-third session).
_SETTING_OF = re.compile(
    r"\b(for|in) (?:the |a )?(?!(?:[A-Z][a-z]+ly|General|Learning|Training) )(?!(?:[\w-]+ )*?(?:and|or) )"
    + _NOT_INSTANCES
    + r"((?:[\w-]+ ){0,4}?(?:(?!(?:Decision|Training|Learning|Regression) )"
    r"(?:[A-Z]\w*(?:tion|sion|ment|ance|ence|ing|ysis)|[A-Z][\w-]*-\w*ing)(?![\w-])"
    r"|(?<!General )(?<=[a-z] )(?:Learning|Regression|Classification)|RL|Bandit)) (?:Settings?|Scenarios?)"
    r"(?=$| (?:in|for|with|on|under|from) )")
# A title that ends on the problem its activity names (`Fair Quilt Clustering Problem`, `for the Marmot Maximization
# Problem`): `Fair Quilt Clustering`, `for Marmot Maximization`, as the whole title, after a name or after a link with
# its `the`; not a named class of problems (`Bin Packing`), nor where the name spells the problem out (`QZP: ...`).
# Blind readers preferred them 60 to 3 on 21 corpus papers, faithful 26 -> 29 of 63 (seventy-third session).
_NAMED_PROBLEMS = "Packing|Routing|Satisfaction|Scheduling|Coloring|Colouring|Covering|Assignment|Matching|Cut|Knapsack"
_PROBLEM_ACTIVITY = (rf"(?:(?!(?:Decision|Training|Meta-Training|Learning|Initialization|{_NAMED_PROBLEMS}) )"
                     r"[A-Z][\w-]*(?:tion|sion|ment|ance|ence|ness|ing|ysis)|(?<=[a-z] )Learning)")
_LAST_PROBLEM = re.compile(
    r"(?:\b(for|in|on) (?:the )?|^|^([^:]+: ))(?!(?:[\w-]+ )*?(?:Following|Such|Same|Related|This|Given|Multiple"
    rf"|Several|Two|Three|the|and|or) )((?:[\w-]+ ){{1,4}}?{_PROBLEM_ACTIVITY}) Problem$")
# What a work improves is the faculty itself (`Improving Marmot Reasoning`, `Enhancing Quilt Learning`), not its ability
# or its performance (`Improving the Generalization Ability of`, `Enhancing Performance of`): readers preferred the
# shorter 35 to 6 on 14 corpus papers, and kept the ability where it opens the title or is what the work measures
# (`Measuring Marmot Reasoning Abilities`), as the rule now does: 33 to 0 on the other 11 (seventy-third session).
_FACULTY = r"(?:Generalization|Reasoning|Learning|Approximation|Representation|Generation|Planning)"
_ABILITY = re.compile(rf"\b((?:(?![\w-]*ing )[A-Z][\w-]* )?{_FACULTY}) (?:Abilit(?:y|ies)|Capabilit(?:y|ies))"
                      r" (?=of |in )")
# where the ability stays: it opens the title, or the work measures it
_MEASURED = re.compile(r"(?:^|: |(?:Measuring|Evaluating|Assessing|Quantifying|Probing|Understanding) )$")
_IMPROVED_ARTICLE = re.compile(
    r"\b(Improving|Improve|Enhancing|Boosting) (?:the |a )(?=\S+ (?:\S+ )?(?:Abilit|Capabilit))")
_PERFORMANCE_OF = re.compile(
    r"\b(Improving|Enhancing|Boosting|Improves?|Enhances?|Boosts?) (?:the |a )?Performance of ")
_SOLVING = re.compile(r"\bSolv(?:e|es|ing)\b")
_CAST_AS = re.compile(r"\bas an? (?:[\w-]+ ){0,3}$")  # `Marmot Detection as a Ranking Problem over ...`: its frame
# A bandit setting called a problem (`the Marmot Multi-Armed Bandit Problem`): real titles seldom do (3 of the 79
# development titles that name bandits), and readers preferred `Marmot Multi-Armed Bandits` 85 to 1 on 29 corpus papers
# (seventy-second session).
_BANDIT_PROBLEM = re.compile(r"\b(?:[Tt]he )?((?:[A-Z][\w-]* ){0,4}?)Bandits? Problems?\b")
_COUNTED = re.compile(r"\b(?:a|an|A|An) (?:[A-Z][\w-]* )*$")  # `in a Marmot Bandit Problem with ...` counts one


def task_named(title: str) -> str:
    """Say `X in Y` for `X Problem in Y` where X is an activity (`Quilt Folding Task in ...`), unless it is solved,
    the work is cast as that problem or an article counts it (`in a Quilt Folding Problem with ...`), and `X` for a
    title's last `X Problem`."""
    if _SOLVING.search(title):
        return title
    if title.endswith(" Problem"):
        title = _last_problem_named(title)
    if " Problem " not in title and " Task " not in title:
        return title
    return _TASK_KIND.sub(lambda m: m[0] if _CAST_AS.search(title, 0, m.start()) or _COUNTED.search(title, 0, m.start())
                          else m[1] + " ", title)


def _last_problem_named(title: str) -> str:
    """Say `for X` for `for the X Problem` at a title's end (`... for the Marmot Maximization Problem`)."""
    found = _LAST_PROBLEM.search(title)
    if not found or found[2] and found[2].rstrip(": ").endswith("P"):  # `QZP: Quilt Zephyr Problem` spells it
        return title
    named = title[: found.start()] + (f"{found[1]} " if found[1] else found[2] or "") + found[3]
    return named if len(named.split()) >= 3 else title


def tasks_named(title: str) -> str:
    """Say `for X` for `for X Tasks`, `for X Problems` or `for X Methods` where X is an activity (`for Tessel
    Segmentation Tasks`)."""
    found = _TASKS_OF.search(title) if "Tasks" in title else None
    if not found and "Problems" in title and not _SOLVING.search(title):
        found = _PROBLEMS_OF.search(title)
    found = found or _KINDS_OF.search(title)
    return title[: found.start(1)] + title[found.end(1) :] if found else title


def setting_named(title: str) -> str:
    """Say `in X` for `in the X Setting` where X is an activity, a bandit or RL (`in Tessel Bandits`)."""
    if "Setting" not in title and "Scenario" not in title:
        return title
    return _SETTING_OF.sub(lambda m: f"{m[1]} {m[2]}s" if m[2].endswith("Bandit") else f"{m[1]} {m[2]}", title)


def ability_named(title: str) -> str:
    """Say `Improving Marmot Reasoning of` for `Improving the Marmot Reasoning Ability of`, and `Improving X` for
    `Improving Performance of X`."""
    if "bilit" not in title and "Performance of" not in title:
        return title
    title = _IMPROVED_ARTICLE.sub(r"\1 ", _PERFORMANCE_OF.sub(r"\1 ", title))
    return _ABILITY.sub(lambda m: m[0] if _MEASURED.search(title, 0, m.start()) else m[1] + " ", title)


def bandits_named(title: str) -> str:
    """Say `Tessel Marmot Bandits` for `the Tessel Marmot Bandit Problem`, unless an article counts one, `Bandits` would
    repeat or fewer than three words would be left."""
    if "andit" not in title:
        return title
    named = _BANDIT_PROBLEM.sub(lambda m: m[0] if _COUNTED.search(title, 0, m.start()) else m[1] + "Bandits", title)
    if named == title or named.count("Bandits") > 1 or len(named.split()) < 3:
        return title
    return named[0].upper() + named[1:]


def plainly_named(title: str) -> str:
    """Name a task, an activity, a bandit setting and a faculty plainly, as real titles do: not called a problem,
    tasks, methods or a setting, nor an ability."""
    return ability_named(bandits_named(setting_named(tasks_named(task_named(title)))))
