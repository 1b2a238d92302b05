"""Finish a title by the house rules: no dangling end, balanced brackets, no stray markup, a title's length."""

from __future__ import annotations

import re

from generator.derive.phrases import DANGLING
from generator.derive.prose import POWERS

MAX_WORDS = 16
UNTITLED = "Untitled Research Abstract"  # for text too short or too garbled to title; disambiguation adds to it
_STRAY = re.compile(r"[*_`$\\~\u2060\u2026]")  # deleted by sub(): str.translate with a table is slower
_CARET_POWER = re.compile(r"(?<=[A-Za-z])\^([1-9])(?![\d.])")  # `DDM^2`, `G^2CN`; not `n^{2}` nor `x^2.5`
# Praise that opens a title or its phrase says nothing a reader can use (`SetCSE: Innovative Information Retrieval
# Framework`, `Venerable Long Short-Term Memory`), nor does an adverb that grades it (`Surprisingly Simple`); `Novel`
# stays, for `Novel View Synthesis` names a task, and so do `Unified`, `General` and `Efficient`, which say what kind.
_PRAISE_LEAD = re.compile(
    r"(^|: )(?:(?:Surprisingly|Exceedingly|Technically|Conceptually|Comparatively|Remarkably) )?"
    r"(?:(?:Innovative|Venerable|Celebrated|Elegant|Powerful|Superior|Well-Known) )?"
    r"(?:(?:Associated|Suggested|Invented) )?(?=\S+ \S)")  # and words that point to what went before
# So do more such words where three words are left (`Additional`, `Known`, `Henceforth`, `All Known`): with two, a
# title took the placeholder, and a paper that shared it an address in brackets.
_POINTING_LEAD = re.compile(
    r"(^|: )(?:Additional|Earliest|Known|Henceforth|Indeed|Latest|Actual|Prevalent|Subsequent|Arguably|Analogous"
    r"|Resulting|All(?: Known)?) (?=\S+ \S+ \S)")
# Words that grade what a sentence speaks of (`Possible Mechanisms for ...`, `for Important Representation Learning
# Problems`, `under Suitable Margin Conditions`): none of the 3,254 development titles holds one, though 25 to 220
# development abstracts each use them. They go where they open a title, or a phrase after a link with two words after.
_GRADING = (r"(?:Important|Possible|Suitable|Crucial|Successful|Appropriate|Desirable|Superior|Ubiquitous|Own|Striking"
            r"|Well-Celebrated|Well-Known|Significant) ")
# `Important Aspect of X` needs its grade, and `Possible Causal Effects` are a term.
_GRADING_LEAD = re.compile(rf"(^|: ){_GRADING}(?!(?:Aspect|Role|Part|Step|Factor|Question|Causal Effects)\b)"
                           r"(?=\S+ \S+ \S)")
_GRADING_INSIDE = re.compile(rf"(\b(?:for|of|in|on|under|to|and) ){_GRADING}(?=[A-Z0-9][\w-]* [A-Z0-9])")
# A sentence's asides say nothing inside a title either (`Trained Merely for`, `Codes Together with Features`), nor
# does a word that points back to it (`from These Cascade Samples`).
_ASIDE = re.compile(r"\b(?:Merely|Indeed|Instead|First-of-Its-Kind) |\bTogether (?=[Ww]ith )|(?<=\w )These (?=[A-Z])")
# A function word a PDF ran into the capitalised word after it (`withAdditive`, `forRetrieval`, `aGenerative`; not
# `oFf-policy`, a capital that spells a name): set apart in the finished title, which is short, not in the whole
# abstract. An article opens a word only before a long one (not `aQuilt`); an adverb so glued (`specificallyProximal`)
# said how the sentence went on, and goes.
_GLUED_FUNCTION = re.compile(r"\b(?:(?:for|of|with|the|and|from)(?=[A-Z][a-z]{2})|an?(?=[A-Z][a-z]{5}))")
_GLUED_ADVERB = re.compile(r"\b[a-z]{4,}ly(?=[A-Z][a-z]{5})")
_LOWER_LEAD = re.compile(r"(^|: )(an?) ")
# A kind that only introduces the name after it (`ToG: Approach Called Think-on-Graph`, `for Field Called Lifelong
# Learning`): the name says it, so the kind and its cue go; one word named after (`Matrices Called Kaleidoscope`)
# reads as the name's own head noun.
_CUES = r"(?:Called|Named|Dubbed|Termed)"
_KINDS = (r"(?:Approach|Concept|Layer|Field|Variant|Scheme|Method|Framework|Technique|Metric|Algorithm|Model|Notion"
          r"|Policy|Dataset|Benchmark|Defense|Task|Setting|Module|Estimator|Embedding)s?")
_KIND_CALLED = re.compile(
    rf"(^|: |\b(?:for|and|of|in|with|to|using) )(?:[A-Z][\w-]* ){{0,2}}{_KINDS} {_CUES} (?:the )?")
# `in the Context of X`, `to the Realm of X`: the frame only delays what it frames, and real titles say `in X`. Blind
# readers preferred the 11 changed titles outside every label set and earlier pair 26 to 3 (4 the same; forty-second
# session).
_FRAMED = re.compile(r"\b(in|within|to) the (?:Context|Field|Realm|Area|Domain) of (?=\S)(?!View\b)")  # a field of view
# A reflexive pronoun ends a clause, not a phrase (`Termination Guarantees for Neural Network Repair Itself`).
_NEVER_LAST = DANGLING | {"itself", "themselves"}
# Whose a problem or setting is (`Learning from Marmot Batches Introduced by Marlowe`): a citation, not the paper's.
_CREDITED = re.compile(
    r" (?:Introduced|Proposed|Studied|Considered|Defined) by [A-Z][a-z]+(?: (?:and|et) [A-Z]?[a-z.]+)?$")
# A concession opens a clause about what the paper sets itself against (`Despite Training on Low-Resolution ImageNet`),
# and a frame only delays what it frames (`Notion of Task-Robustness for ...`, `Concept of the Multi-View Marmot Lattice`).
_CONCESSIVE_LEAD = re.compile(r"^(?:Despite|Although|Though) (?=\S+ \S)")
_FRAME_LEAD = re.compile(r"(^|: )(?:Notion|Concept|Issue|Problem|Question|Task) of (?:the )?(?=\S+ \S+ \S)")
# A title that ends on a kind of thing in the singular, with no article, reads as one cut from a sentence (`... for
# Large Deep Neural Network`, `in Pre-Trained Model`): real titles say such kinds in the plural. Not after a word that
# says how (`via`, `using`, `with`: `via Self-Exciting Regression Model`), nor where a determiner says how many.
_SINGULAR_END = re.compile(
    r"\b(?:for|of|in|on|to|from|into) (?:(?!(?:A|An|The|One|Single|Each|Any|Every|Given|Target|Whole|Entire) )"
    r"[A-Z][\w-]* ){0,4}(Model|Network|Graph|Agent|Layer|Process|Policy|Dataset|Classifier|Neuron|Tree|Game|Transformer"
    r"|Autoencoder|Auto-Encoder|Encoder|Decoder|Generator|Learner|Predictor|Function|Task|Matrix)$")
_PLURALS = {"Process": "Processes", "Policy": "Policies", "Matrix": "Matrices"}
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
_TASKS_OF = re.compile(_AFTER_LINK + r"(?:[\w-]+ ){1,4}?(?:(?!(?:Decision|Training|Meta-Training|Learning) )"
                       rf"{_ACTIVITY}|{_X_LEARNING})( Tasks)(?=$| (?:in|for|with|on|under|from) )")
# And problems, the same way (`for Nonconvex Marmot Optimization Problems`): 119 to 27 on 58 corpus papers, faithful and
# poor the same; a named class of problems (`Vehicle Routing Problems`) or instances with a property (`Problems with
# Staged Tessels`) read better whole, and are left: 117 to 8 on the other 51 (seventy-third session). `Solving` keeps
# what it solves.
_PROBLEMS_OF = re.compile(_AFTER_LINK + r"(?:[\w-]+ ){1,4}?(?:(?!(?:Decision|Training|Meta-Training|Learning|Routing"
                          rf"|Satisfaction) ){_ACTIVITY}|{_X_LEARNING})( Problems)(?=$| (?:in|for|on|under|from) )")
# And the kind of work the activity has (`for Marmot Learning Methods`, `for Quilt Pruning Algorithms`), where no
# gerund makes them its object (`for Evaluating Quilt Learning Algorithms`) and no `of` comes between: blind readers
# preferred `for Marmot Learning` 147 to 37 on 64 corpus papers, faithful 102 -> 105 and poor 27 -> 23 of 192; they
# kept `Systems` (`for Facial Recognition Systems`), which the rule now leaves: 137 to 19 on the other 54, faithful
# 83 -> 88, poor 21 -> 17 (seventy-third session).
_KINDS_OF = re.compile(_AFTER_LINK + r"(?![A-Z][a-z]+ing )(?!(?:[\w-]+ )*?(?:of|Interacting) )(?:[\w-]+ ){1,4}?"
                       rf"(?:(?!(?:Decision|Training|Meta-Training|Learning) ){_ACTIVITY}|{_X_LEARNING})"
                       r"( (?:Methods|Algorithms|Techniques|Frameworks|Applications|Research))"
                       r"(?=$| (?:in|for|on|under|from) )")
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
_SOLVING = re.compile(r"\bSolv(?:e|es|ing)\b")
_CAST_AS = re.compile(r"\bas an? (?:[\w-]+ ){0,3}$")  # `Marmot Detection as a Ranking Problem over ...`: its frame
# A bandit setting called a problem (`the Marmot Multi-Armed Bandit Problem`): real titles seldom do (3 of the 79
# development titles that name bandits), and readers preferred `Marmot Multi-Armed Bandits` 85 to 1 on 29 corpus papers
# (seventy-second session).
_BANDIT_PROBLEM = re.compile(r"\b(?:[Tt]he )?((?:[A-Z][\w-]* ){0,4}?)Bandits? Problems?\b")
_COUNTED = re.compile(r"\b(?:a|an|A|An) (?:[A-Z][\w-]* )*$")  # `in a Marmot Bandit Problem with ...` counts one
_ONE_CALLED = re.compile(rf"^([A-Z][a-z]+) {_CUES} ((?:(?!(?:for|in|with|of|on|via|to|from|by|under) )\S+ ?)+)$")


def unglued(text: str) -> str:
    """Set apart a function word run into the capitalised word after it (`withAdditive` -> `with Additive`), and drop
    an adverb so run in."""
    if not _GLUED_FUNCTION.search(text) and not _GLUED_ADVERB.search(text):
        return text
    spaced = _GLUED_FUNCTION.sub(r"\g<0> ", _GLUED_ADVERB.sub("", text))
    return _LOWER_LEAD.sub(r"\1", spaced)


def variable_end(words: list[str]) -> bool:
    """Tell a title that ends on a one-letter variable (`... for Unknown Function F`) or a bare symbol (`||`)."""
    # Not at four words or fewer: `EX-Graph: Ethereum and X` would lose its platform and end on `and`;
    # nor after a verb's -ing form, whose object it is (`for Inverting X`).
    last = words[-1]
    variable = len(last) == 1 and last.isalpha() and not words[-2].lower().endswith("ing")
    return len(words) > 4 and (variable or not any(c.isalnum() for c in last))


def powered(text: str) -> str:
    """Write a power typed with a caret after a name's letter as a superscript digit (`DDM^2` -> `DDM²`, as a name's
    TeX power reads: prose.POWERS)."""
    return _CARET_POWER.sub(lambda m: POWERS[int(m.group(1)) - 1], text) if "^" in text else text


def uncalled(title: str) -> str:
    """Let a name stand for the kind that introduced it (`Concept Called Gradient Confusion` -> `Gradient
    Confusion`, `Learning Called Reliable and Probably Useful` -> `Reliable and Probably Useful Learning`), where
    three words are left, as a title has."""
    named = _ONE_CALLED.sub(r"\2 \1", _KIND_CALLED.sub(r"\1", title.replace("So-Called ", "")))
    return named if len(named.split()) >= 3 else title


def plural_end(title: str, long: str = "") -> str:
    """Say a kind a title ends on in the plural where no article or number counts it (`for Large Deep Neural Network`
    -> `... Networks`); not a name's long form (long), which names one thing."""
    found = _SINGULAR_END.search(title)
    if not found or long and title.lower().endswith(long.lower()):
        return title
    kind = found.group(1)
    return title[: found.start(1)] + _PLURALS.get(kind, kind + "s")


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


def bandits_named(title: str) -> str:
    """Say `Tessel Marmot Bandits` for `the Tessel Marmot Bandit Problem`, unless an article counts one, `Bandits` would
    repeat or fewer than three words would be left."""
    if "andit" not in title:
        return title
    named = _BANDIT_PROBLEM.sub(lambda m: m[0] if _COUNTED.search(title, 0, m.start()) else m[1] + "Bandits", title)
    if named == title or named.count("Bandits") > 1 or len(named.split()) < 3:
        return title
    return named[0].upper() + named[1:]


def unframed(title: str) -> str:
    """Say `in X` for `in the Context of X` (`within the Field of X`, `to the Realm of X`: `to X`)."""
    return _FRAMED.sub(lambda m: "to " if m.group(1) == "to" else "in ", title) if " the " in title else title


def finished(title: str) -> str:
    """Enforce the house rules: no dangling end, balanced brackets, no stray markup or glued words, MAX_WORDS words."""
    title = unglued(_STRAY.sub("", powered(title)).replace("...", ""))
    title = _ASIDE.sub("", title)
    title = _POINTING_LEAD.sub(r"\1", _PRAISE_LEAD.sub(r"\1", title))
    title = _GRADING_INSIDE.sub(r"\1", _GRADING_LEAD.sub(r"\1", title))
    title = _FRAME_LEAD.sub(r"\1", _CONCESSIVE_LEAD.sub("", title))
    title = uncalled(title) if "ed " in title else title  # every cue ends in `ed`, and `So-Called`
    credited = _CREDITED.search(title) if " by " in title else None
    title = title[: credited.start()] if credited and len(title[: credited.start()].split()) >= 3 else title
    words = title.split()[:MAX_WORDS]
    while len(words) > 3 and (words[-1].lower() in _NEVER_LAST or words[-1].endswith(":") or variable_end(words)):
        words.pop()
    title = " ".join(words).rstrip(":")
    for opening, closing in ("()", "[]", "{}"):
        if title.count(opening) != title.count(closing):
            title = title.replace(opening, "").replace(closing, "")
    return title
