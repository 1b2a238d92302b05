"""Mend a finished title where its abstract shows what the title lost or garbled, one mend a module.

Each mend was found by reading titles against their abstracts and judged blind against the titles it replaced
(BENCHMARKS, seventy-second to seventy-seventh sessions); they run in the order below, as they were judged.
"""

from __future__ import annotations

import re
from typing import Callable, Container

from generator.derive.and_joins import and_join_written
from generator.derive.aspects import aspect_restored
from generator.derive.bare_titles import bare_title_said
from generator.derive.claims import AUXILIARIES
from generator.derive.complements import complement_restored
from generator.derive.cut_heads import head_restored
from generator.derive.defined_kinds import kind_restored
from generator.derive.defined_names import defined_phrase
from generator.derive.far_verbs import far_verb_restored
from generator.derive.finding_titles import finding_written
from generator.derive.first_items import first_item_restored
from generator.derive.for_heads import for_head_said
from generator.derive.for_joins import for_join_written
from generator.derive.gerund_means import gerund_written_on
from generator.derive.glued_words import mended
from generator.derive.head_swaps import head_swapped
from generator.derive.house_style import uncalled
from generator.derive.ingredient_links import ingredients_linked
from generator.derive.kind_purposes import kind_purpose_said
from generator.derive.lead_articles import finding_article, introduced_article, named_article
from generator.derive.link_scopes import link_scope_restored
from generator.derive.long_titles import long_title_mended
from generator.derive.made_clauses import made_clause_said
from generator.derive.marked_capitals import plain_capitals
from generator.derive.name_purposes import name_purpose_said
from generator.derive.named_kinds import named_kind_said
from generator.derive.named_tasks import named_task_said
from generator.derive.negations import negation_restored
from generator.derive.object_clauses import object_clause_said
from generator.derive.own_actions import own_action_said
from generator.derive.own_aims import own_aim_said
from generator.derive.phrases import DANGLING
from generator.derive.plain_names import plainly_named
from generator.derive.prose import written_whole
from generator.derive.purpose_scopes import purpose_scoped
from generator.derive.repetitions import purpose_said
from generator.derive.resource_kinds import resource_kind
from generator.derive.result_heads import result_head_restored
from generator.derive.second_arguments import argument_restored
from generator.derive.second_items import pair_completed
from generator.derive.stated_questions import question_stated
from generator.derive.study_scopes import scope_studied
from generator.derive.title_acronyms import field_spelled
from generator.derive.title_articles import counted
from generator.derive.title_checks import run_together
from generator.derive.title_model import Model
from generator.derive.title_pieces import after_colon, repeats_itself
from generator.derive.typos import respelled
from generator.derive.written_around import written_around
from generator.derive.written_articles import written_articles
from generator.derive.written_purposes import purpose_written
from generator.derive.written_verbs import orders_undone, verbs_written

# The mends that read only the title and the abstract, after those that need the model.
_FROM_ABSTRACT: tuple[Callable[[str, str], str], ...] = (
    orders_undone,  # a verb's gerund for its bare form: `Sample Quilts` -> `Sampling Quilts`
    defined_phrase,  # a name's garbled long form as the abstract defines it
    head_restored,  # the head a compound lost: `Sampled Time` -> `Sampled Time Series`
    resource_kind,  # the kind of resource a name is: `QZ: A Benchmark for ...`
    pair_completed,  # the second item of a pair: `Continuous Time` -> `Continuous Time and Space`
    aspect_restored,  # the aspect the paper studies: `Role of ...`
    complement_restored,  # the `of` or `between` a last phrase needs
    first_item_restored,  # the first half of a contrasting pair: `Upper and Lower Bounds`
    far_verb_restored,  # a verb the abstract writes a few words before `X into Y`
    kind_restored,  # the kind after a name's long form: `Quilt Zephyr Loss`
    named_article,  # `QZ: A Diffusion Model`, as the abstract introduces the name
    finding_article,  # `The Distribution of ... Is ...`
    introduced_article,  # `A Quilt Bound for ...`, as a sentence of the paper's own work introduces it
)
# The mends that write a finished title on from the paper's own sentences, last, in the order they were judged
# (seventy-sixth session): the first that writes one on wins, as each was judged on a title none other had written on.
_WRITTEN_ON: tuple[Callable[[str, str], str], ...] = (
    name_purpose_said,  # `QZ: Quilt Zephyr` -> `QZ: Quilt Zephyr to Fold Marmots`
    bare_title_said,  # `Quilt Folding` -> `Quilt Folding to Align Zephyr Marmots`
    result_head_restored,  # `Smallest Zephyr of Quilts` -> `Tight Bounds on the Smallest Zephyr of Quilts`
    link_scope_restored,  # `Estimating Marmots by Combining Data` -> `... from Multiple Zephyr Datasets`
    written_around,  # `Smallest Zephyr of Quilts` -> `Effect of Marmots on the Smallest Zephyr of Quilts`
    for_join_written,  # `A Quilt Method for Zephyrs` -> `Marmot Folding for Zephyrs`, as the paper names it
    and_join_written,  # `Quilt Folding and Zephyr Drift` -> `Quilt Folding through the Lens of Zephyr Drift`
    gerund_written_on,  # `Folding Marmot Quilts` -> `... by Stitching Zephyr Seams`, as `we fold marmot quilts by`
    long_title_mended,  # `... for the Quilt-Zephyr` -> `... for the Quilt-Zephyr Algorithm`
    kind_purpose_said,  # `QZ: Quilt Zephyr Marmot Learning` -> `... for Tessel Alignment`, as its kind's sentence says
    head_swapped,  # `QZ: Quilt Folding Methods for Marmots` -> `QZ: A Quilt-Free Zephyr Detector for Marmots`
)
# The mends that read the title the mends above leave, written on or not (seventy-seventh session): each was judged
# on such titles, and the first that writes one wins, as above.
_READ_AGAIN: tuple[Callable[[str, str], str], ...] = (
    ingredients_linked,  # `Zephyr Nets for Marmot Folding` -> `Marmot Folding for Zephyr Nets`, as it is written
    question_stated,  # `Zephyr Folding for Quilts` -> `How Quilts Trained by Zephyr Folding Extrapolate`
    own_action_said,  # a title from the opening sentence -> `Folding Quilts into Zephyr Space`, the paper's own action
    named_task_said,  # `QZ: Quilt Zephyr` -> `QZ: Quilt Zephyr for Marmot Ranking`, from its kind's task words
    made_clause_said,  # `A Quilt Algorithm` -> `A Quilt Algorithm That Adaptively Partitions the Zephyr Space`
    finding_written,  # `Training Quilt Parameters Alone` -> `... Is Sufficient for Zephyr Approximation`
    named_kind_said,  # `QZ: Alleviating the Marmot Constraint` -> `QZ: A Quilt Folding Approach for Zephyr Inference`
    own_aim_said,  # two glued halves -> `Relationship between Quilt Size and Zephyr Speed`, as the paper studies it
    object_clause_said,  # `Producing Marmot Quilts` -> `Producing Marmot Quilts That Are Monotonic`
    for_head_said,  # `QZ for Zephyr Learning` -> `QZ: A Marmot-Free Folding Model for Zephyr Learning`
)
_COMPLEMENTS = frozenset(("of", "between", "from"))  # what a definite phrase the abstract goes on from needs
_NEXT_WORD = re.compile(r"\s*([A-Za-z]+)")
_ACRONYM = re.compile(r"[A-Z][A-Z0-9-]*[A-Z0-9]s?$")  # `OOM`, `AX`: an abstract's own shorthand
_AUXILIARIES = AUXILIARIES | frozenset(("was", "were", "be", "did"))  # a `not` these lead is a verb's


def stops_short(title: str, text: str) -> bool:
    """Tell a title that stops where every place the abstract writes its end goes on: a definite phrase before its
    complement (`... Learning the Map` before `between`), a participle before its agent (`Implicitly Defined` before
    `by`). Three of twelve titles the mends below wrote on label-set papers no scout read stopped so."""
    words = title.split()
    definite = "the" in (w.lower() for w in words[-3:-1])
    if len(words) < 3 or not (definite or words[-1].lower().endswith("ed")):
        return False
    after = [_NEXT_WORD.match(text, end) for _, end in written_whole(text, " ".join(words[-2:]))]
    following = [m.group(1).lower() if m else "" for m in after]
    if not following:
        return False
    return all(w in _COMPLEMENTS for w in following) if definite else all(w == "by" for w in following)


def written_well(title: str, written: str, text: str) -> bool:
    """Tell a title written on that is worth keeping: changed, not ending on a word a title cannot end on (`... Each
    Other`, as the house rules have it), not stopping short, not saying two words twice after its name (`...
    Spatial-Temporal Network to Model the Spatial-Temporal ...`)."""
    if written == title or not written.strip() or written.split()[-1].lower().strip("()") in DANGLING:
        return False
    return not stops_short(written, text) and not repeats_itself(after_colon(written)[1])


def mended_title(title: str, text: str, model: Model) -> str:
    """A finished title with the words a PDF ran together set apart (glued_words.py), a kind that now only calls the
    name after it gone (`Sampling Methodnamed X` -> `X`), what it names named plainly (plain_names.py), the field's
    acronyms spelled out and an acronym's marking capitals made plain (title_acronyms.py, marked_capitals.py), a
    purpose it has said already gone (repetitions.py), an author's slip spelled as the abstract spells the word
    elsewhere (typos.py), the verb the abstract writes before its phrase (written_verbs.py), the articles real titles
    and the abstract use (title_articles.py, written_articles.py), the purpose the abstract writes after a phrase that
    names only a kind (written_purposes.py), the scope its `we study` sentence gives the phrase (study_scopes.py),
    then each of the mends above, the second half a verb the title stops on takes (second_arguments.py), the
    scope the abstract writes after its last purpose (purpose_scopes.py), what the paper's own sentences write on
    (_WRITTEN_ON), what they say of the title that leaves (_READ_AGAIN), and the `without` a half lost (negations.py)."""
    mended_words = mended(title, model.known_words, model.uses, text)
    title = plainly_named(uncalled(mended_words) if mended_words != title else title)
    title = field_spelled(text, after_colon(title)[0].removesuffix(": "), title)
    title = purpose_said(plain_capitals(title, model, text))  # after the spelling, which may say a purpose twice
    title = written_articles(counted(verbs_written(respelled(title, model.uses, text), text), model.verbs), text)
    title = scope_studied(purpose_written(title, text, model.uses), text, model)
    for mend in _FROM_ABSTRACT:
        title = mend(title, text)
    title = argument_restored(title, text, model.verbs)  # the second half a verb takes: `Turning X into Y`
    title = purpose_scoped(title, text, model)  # the scope after a last purpose: `for X with Predictions`
    title = _first_written(title, text, _WRITTEN_ON)
    return negation_restored(_first_written(title, text, _READ_AGAIN, model.known_words), text)


def _first_written(title: str, text: str, mends: tuple[Callable[[str, str], str], ...],
                   known: Container[str] = ()) -> str:
    """Write a title on with the first of the mends that writes it well; one writing-on a title: each was judged on
    a title no other of its group had written on. With known words, a word a PDF ran together (`canenable`) that
    the title did not have is refused too."""
    for mend in mends:
        written = mend(title, text)
        if written_well(title, written, text) and not (known and _added_badly(title, written, known)):
            return written
    return title


def _added_badly(title: str, written: str, known: Container[str]) -> bool:
    """Tell a written title that adds a word two words run together make (`canenable`), only an acronym no reader
    knows (`QZ: Quilt Zephyr for QZT`) or a `not` no verb leads (`... That Fold Not at the Seam`): label-set readers
    called such titles weak or poor."""
    had = set(title.lower().split())
    added = [w for w in written.split() if w.lower() not in had]
    if any(run_together(w, known) for w in added):
        return True
    if 0 < len(added) <= 2 and _ACRONYM.match(added[-1]):
        return True
    words = written.lower().split()
    return "not" not in had and any(w == "not" and (k == 0 or words[k - 1] not in _AUXILIARIES)
                                    for k, w in enumerate(words))
