"""The words around a short unnamed title that its paper's own sentence writes, for bare_titles.py and bare_clauses.py.

A purpose is cut from the abstract's words after `to`, `for`, `via` or `with` where the sentence turns (a clause, a
means, an example, a second purpose), then shortened before a word the title already says or past the length a title
holds: `we use quilt folding to align zephyr marmots that drift` gives `align zephyr marmots`. Phrases are found in
the abstract folded (lower case, hyphens and line breaks as spaces), so `quilt-folding` is found for `Quilt Folding`.
The checks on what a link opens are here for both rule modules; the cues by which the paper's own sentence names its
work (`we propose`, `this paper uses`) are own_use_cues.py's.
Blind readers preferred the mend's titles 76 to 0 (2 the same) on 26 papers, faithful 8 -> 65 and poor 3 -> 3 of 78
verdicts (seventy-sixth session).
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS

# Verbs a purpose may open on: base forms the corpus writes after `we`, before `to ... the`, or with an `-ed` form.
# `down-`, `over-` and `pre-` stand alone as the list was judged: a PDF's broken word (`to pre- train`) opens a purpose.
VERBS = frozenset("""
abandon absorb abuse accelerate accentuate accept access accommodate accompany accomplish accrue accumulate achieve
acquire act activate adapt add address adjust admit adopt advance advocate affect afford aggregate aid aim align
alleviate allocate allow alter amalgamate ameliorate amortize amplify analyse analyze anchor anneal annotate
anonymize answer anticipate appear append appreciate approach approximate architect argue arise arm arrange arrive
articulate ascertain ask assay assemble assess assign assist associate assume assure attach attack attain attempt
attend attribute audit augment auto-generate automate avoid back back-propagate backpropagate balance base beat
become begin behave believe benchmark benefit bias binarize blend block blur bolster boost bootstrap borrow bound
branch break bridge build bypass calculate calibrate call capture carry cast catalyze categorize cause center
certify challenge change characterise characterize check choose circumvent claim clarify classify clean clear clip
close cluster co-design coarsen coin collaborate collapse collect combat combine commit communicate compare
compensate compile complement complete compose compress compromise compute concentrate conceptualize conclude
condense condition conduct configure confirm confront confuse conjecture connect conserve consider consolidate
constitute constrain construct consume contain contextualize continue contrast contribute control converge convert
convey coordinate copy correct correlate correspond corroborate corrupt count counter counteract couple cover craft
create curate curb curtail customize deal debate debias decay deceive decide decode decompose decorrelate decouple
decrease deduce deduplicate deepen defend defer define deform degenerate degrade delay delete deliver delve demand
demonstrate demystify denoise denote depart depict deploy derandomize derive describe design desire destroy detach
detail detect determine develop deviate devise devote diagnose differ differentiate diffuse diminish direct disable
disassemble discard discern discover discretize discriminate discuss disentangle disperse displace display disregard
disrupt dissect distil distill distinguish distort distribute dive diverge diversify divide dock dominate down-
weight download draw drift drive drop dub edit elevate elicit eliminate elucidate embark embody embrace emerge emit
emphasize employ empower emulate enable encapsulate encode encompass encounter encourage encrypt endow enforce
engage engender enhance enjoy enlarge enrich ensure entail enumerate envision equip erase escape establish estimate
evade evaluate evince evolve exacerbate examine excel exchange exclude execute exercise exhibit exist expand expect
expedite experiment explain exploit explore expose express extend extract extrapolate facilitate factor factorise
factorize fail favor fetch fill filter find fine-tune finetune finish fit fix flip focus fold follow fool force
forecast form formalise formalize formulate foster frame fuel fulfil fulfill fuse gain gather gauge generalise
generalize generate get give glean go govern ground group guarantee guide hallucinate halt hand-craft handle happen
harm harness help highlight hold hop hope host hypothesise hypothesize identify ignore illustrate imagine imitate
immunize impede implant implement impose improve impute incentivize include incorporate increase incur index
indicate individualize induce infer influence inform inherit initialise initialize initiate inject insert inspire
instantiate instruct integrate intend interact interfere interleave interpolate interpret intersect intervene
introduce invert invest investigate invoke involve isolate iterate join judge justify keep know label lack launch
lead leak learn let leverage lift limit linearise linearize link load localize locate look lower lower-bound magnify
maintain make manage manifest manipulate map marginalize match materialize maximise maximize mean measure mediate
meet memorize mention merge meta-learn meta-train mimic mimick mine minibatch minimize mirror mis-classify
misclassify mislead mismatch miss mitigate mix modify modularize modulate monitor motivate move name narrow navigate
noisy-label normalize note notice obey obfuscate obscure observe obtain occupy occur offer open open-source operate
operationalize optimise optimize orchestrate organize orient outline outperform output over-approximate over-
estimate over-fit overcome overestimate overfit overlap overlook pair parallelize parameterize parametrize parse
participate partition pass patch pave pay peak penalize perceive perform permit permute perturb phrase pick pinpoint
place plan plant play plug point poison pool populate port pose posit possess post postulate power pre-compute pre-
select pre-train precondition predict prefer prepare prepend prescribe preselect present preserve pretrain prevent
prioritize privatize probe process produce project promote prompt propagate propel propose protect prove provide
prune pseudo-label publish pull puncture purify pursue push put quantify quantize query question raise randomize
rank rate re-balance re-cast re-evaluate re-formulate re-implement re-purpose re-think re-train re-use re-weight
reach realise realize reap rearrange reason recall recast receive recognize recombine recommend reconfigure
reconsider reconstruct recover recreate rectify recycle reduce reexamine refer refine reflect reformulate reframe
regard register regress regularise regularize regulate reinforce reinterpret reject relabel relate relax release
relieve remain remedy remember remove render reorder reparameterize replace replay replicate report represent
reproduce repurpose request require rerank resample rescale resist resolve resort respect respond restore restrict
retain rethink retrain retrieve retrofit return reuse reveal reverse reverse-engineer revise revisit revolutionize
reweight rewrite robustify rotate run safeguard sample satisfy saturate save say scale scan schedule search see seek
select self-generate self-organize self-supervise separate serve set settle shape share sharpen shift shorten show
showcase shrink side sidestep sign simplify simulate sketch skill skip slow smooth solve space span spark sparsify
specialise specialize specify spike split spur square squeeze stabilize stack start steal steer step stitch store
strengthen strike strive struggle study stylize subdivide subsample substantiate substitute suffer suggest suit sum
summarize supervise supplement support suppress surpass survey swap synchronize synthesize tackle tail tailor take
target teach term terminate test texture threshold tie tighten tolerate track tradeoff train transfer transform
translate transmit traverse treat trigger truncate trust try tune turn two-layer uncover underline understand
undertake unify unit unlock unravel unveil update uplift upload upper-bound upsample use utilise utilize validate
value vanish vary verify view visit visualize vote want warm-start warp weaken weigh weight wish work yield zoom
""".split())
# A purpose that only reports, asks or points back is not what the work is for.
REPORT = frozenset("show demonstrate prove illustrate present report discuss argue note notice see say claim suggest "
                   "conclude believe hope conjecture hypothesize hypothesise propose introduce answer ask fill bridge "
                   "close help aid serve achieve obtain make get go do have take give".split())
POINTING = frozenset("this these those such above aforementioned former latter same it its them their they our we us "
                     "his her limitation limitations drawback drawbacks shortcoming shortcomings contradiction "
                     "question questions whether what why if etc other others respectively".split())
FUNCTION = frozenset("a an the of for in on to with via by and or from into over under at as across between among "
                     "within through without onto per than both either each".split())
LINKING = FUNCTION - {"a", "an", "the"}  # an article may open a purpose or a means; a preposition may not
DETERMINERS = frozenset("the a an its their both each more multiple all any".split())
# Where a purpose stops: a clause, a means, an example, a second purpose.
STOP = frozenset("that which where while whereby who whose when by using via through thus thereby hence so such "
                 "based e.g. i.e. including without rather instead as since because given if whether "
                 "according".split())
_AND_STOP = frozenset("we then thus hence also further thereby therefore it they show".split())
# Words that say nothing of a means (`a simple yet effective method`).
VAGUE = frozenset("method methods approach approaches framework frameworks algorithm algorithms technique techniques "
                  "strategy strategies scheme schemes way ways procedure procedures model models family class pair "
                  "set series tool tools mechanism paradigm system solution solutions idea recipe variant version "
                  "extension formulation adaptation theory analysis architecture pipeline module design novel new "
                  "simple efficient effective general principled practical unified scalable generic flexible first "
                  "minimalist powerful lightweight fast easy yet but and alternative several two three various "
                  "additional different improved better provably modified data-driven end-to-end "
                  "learning-based".split())
# Words that grade a kind of work (`a significantly more efficient approach`): praise, not a name for it.
GRADING = frozenset("more less most least much far significantly substantially considerably highly very".split())
LEADING = frozenset("novel new simple efficient effective general principled practical unified scalable generic "
                    "flexible first minimalist powerful lightweight easy yet but and alternative improved additional "
                    "two three several straightforward elegant".split())
# The kinds of thing a paper makes, as its own sentence names them.
KINDS = frozenset("""framework method algorithm approach scheme technique strategy model loss architecture mechanism
procedure pipeline module estimator benchmark dataset metric regularizer system paradigm network solver objective
formulation protocol recipe attack defense measure criterion layer operator policy transformer encoder decoder
autoencoder detector generator classifier optimizer sampler heuristic simulator environment planner controller
learner predictor family discriminator kernel prior test index""".split())
STAGES = re.compile(r"(?:one|two|three|four|five|multi|single|\d+)-(?:stage|step|level|phase|pass|fold)$", re.I)

SENTENCE_START = re.compile(r"[.!?]\s+(?=[A-Z])")
SEP = re.compile(r"[\s-]+")
WORD = re.compile(r"[^\s]+")
BREAK = re.compile(r"[,;:.()\[\]!?]")
_BAD_CHARS = re.compile(r"[$\\{}%=]|^\d[\d.,]*$")
LINKS = frozenset("of for in on with via from into over under across between among within".split())
_FOLD = str.maketrans({"-": " ", "\n": " ", "\t": " ", "\r": " "})
# On folded text, so one space stands for any gap; an article may stand before the title's rest (`to fold the quilts`).
_LINK_VERB = re.compile(r"\b(?:to|for) ([a-z]+) $")
_LINK_VERB_ARTICLE = re.compile(r"\b(?:to|for) ([a-z]+) (?:the |an? )$")
BARE_PROBLEM = re.compile(r"\b(?:the|a|an)\s+(?:\w+\s+)?(?:problem|challenge|issue|task|difficulty)s?$", re.I)
MIN_WORDS = 3
MAX_PURPOSE = 9  # words: a longer purpose reads as the abstract's sentence, not a title


def unit(word: str) -> str:
    """Count a word as the check for repeats does: lower-cased, a plural's `s` gone."""
    w = word.lower().strip("'")
    if len(w) > 3 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def units(words: list[str]) -> list[str]:
    """List the content words' units, each part of a hyphened word on its own."""
    return [unit(p) for w in words for p in w.split("-") if p and p.lower() not in FUNCTION]


def well_formed(words: list[str]) -> bool:
    """Tell a title of 3 to MAX_WORDS words that says no content word twice and holds no maths."""
    if not MIN_WORDS <= len(words) <= MAX_WORDS or any(_BAD_CHARS.search(w) for w in words):
        return False
    seen = units(words)
    return len(seen) == len(set(seen))


def cleanly_formed(words: list[str]) -> bool:
    """Tell a well-formed title that says no word twice, a possessive (`Quilt's`) too, nor splits one (`Qu- ilt`)."""
    if not well_formed(words) or any(w.startswith("-") or w.endswith("-") for w in words):
        return False
    seen = [unit(p[:-2] if p.lower().endswith(("'s", "’s")) else p) for w in words for p in w.split("-")
            if p and p.lower() not in FUNCTION]
    return len(seen) == len(set(seen))


def folded(text: str) -> str:
    """Lower-case the text and make hyphens and line breaks spaces, each character kept in its place."""
    low = text.lower()
    if len(low) != len(text):  # a letter whose lower case is longer (`İ`) would shift every later place
        low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return low.translate(_FOLD)


def folded_phrase(words: list[str]) -> str:
    """Fold a title's words as folded() folds the abstract."""
    return " ".join(w for w in SEP.split(" ".join(words).lower()) if w)


def spans(text: str, low: str, phrase: str):
    """Yield where a folded phrase is written in the text as whole words, hyphens and spaces alike."""
    at = low.find(phrase)
    while at >= 0:
        end = at + len(phrase)
        if (at == 0 or not (text[at - 1].isalnum() or text[at - 1] in "_-")) and (
                end == len(text) or not (text[end].isalnum() or text[end] in "_-")):
            yield at, end
        at = low.find(phrase, at + 1)


def led_spans(text: str, low: str, rest: str, article: bool = False):
    """Yield where `to|for <verb> [the] <rest>` is written: the link's start, the verb's start, the end and the verb."""
    link_verb, reach = (_LINK_VERB_ARTICLE, 44) if article else (_LINK_VERB, 40)
    for at, end in spans(text, low, rest):
        m = link_verb.search(low, max(0, at - reach), at)
        if m:
            yield m.start(), m.start(1), end, m.group(1)


def sentence_before(text: str, at: int) -> str:
    """Return the sentence's words up to a place in the text."""
    start = 0
    for m in SENTENCE_START.finditer(text, 0, at):
        start = m.end()
    return text[start:at]


def trimmed(words: list[str]) -> list[str]:
    """Drop the function words a cut left at the end."""
    while words and words[-1].lower() in FUNCTION:
        words = words[:-1]
    return words


def purpose_words(rest: str) -> list[str]:
    """Cut the words after a link where the sentence turns, or where a participle opens a clause (`trained on`)."""
    cut = BREAK.search(rest)
    words = WORD.findall(rest[: cut.start()] if cut else rest)
    out: list[str] = []
    for k, w in enumerate(words):
        low = w.lower()
        nxt = words[k + 1].lower() if k + 1 < len(words) else ""
        if low in STOP or (low == "and" and nxt in _AND_STOP) or (low == "in" and nxt == "order"):
            break
        if low == "to" and out and nxt in VERBS:
            break  # a second purpose: one is what a title holds
        if k > 1 and low.endswith("ed") and nxt in FUNCTION and words[k - 1].lower() not in FUNCTION:
            break  # a participle's clause says how, not what for
        out.append(w)
    return trimmed(out)


def opens_aim(after: re.Match) -> bool:
    """Tell a link and the words after it (groups link, adverb, first, next) that open what the work is for."""
    first, nxt = after.group("first"), after.group("next").lower()
    if after.group("link") == "to":  # `to show ...` reports; `to this end` points back
        return first not in REPORT and (first in VERBS or nxt in DETERMINERS and first not in FUNCTION
                                        and first not in POINTING)
    return not (after.group("adverb") or first.lower() in LINKING or first.lower() in POINTING)


def opens_means(link: str, first: str) -> bool:
    """Tell a link and the word after it that open a means: after `by`, an act (`by a factor` is none)."""
    return not (link == "by" and not first.endswith("ing") or first.lower() in POINTING
                or link != "by" and first.lower() in LINKING)


def unsaid(head: list[str], purpose: list[str]) -> tuple[list[str] | None, bool]:
    """Cut the purpose before the link to a word the head says (None when no link comes first); say if it cut."""
    seen = set(units(head))
    # a modifier the title says already goes, so `the (Quilt) Zephyr` does not repeat it
    purpose = [w for k, w in enumerate(purpose)
               if not (0 < k < len(purpose) - 1 and set(units([w])) & seen and "-" not in w
                       and purpose[k + 1].lower() not in FUNCTION and purpose[k - 1].lower() in ("the", "a", "an"))]
    for k, w in enumerate(purpose):
        if set(units([w])) & seen:
            links = [i for i in range(2, k) if purpose[i].lower() in LINKS or purpose[i].lower() == "to"]
            return (trimmed(purpose[: links[-1]]) if links else None), True
        seen.update(units([w]))
    return purpose, False


def shortened(head: list[str], purpose: list[str], aim: bool = True) -> list[str] | None:
    """Cut the purpose to what the head does not say and a title holds, or return None when too little is left."""
    purpose = unsaid(head, purpose)[0]
    if purpose is None:
        return None
    if len(purpose) > MAX_PURPOSE or len(head) + len(purpose) > MAX_WORDS:
        room = min(MAX_PURPOSE, MAX_WORDS - len(head))
        links = [i for i in range(2, room + 1) if i < len(purpose) and purpose[i].lower() in LINKS]
        if not links:
            return None  # a cut anywhere else would leave a phrase without its head
        purpose = trimmed(purpose[: links[-1]])
    if len(purpose) < 2 or not any(w.lower() not in FUNCTION for w in purpose[1:]):
        return None
    if (aim and purpose[-1].lower() in VAGUE) or BARE_PROBLEM.search(" ".join(purpose)):
        return None  # `to Develop a Framework`, `to Solve the Problem` name no aim
    return purpose


def spells(acronym: str, initials: str) -> bool:
    """Tell an acronym whose letters are, in order, initials of the title's words (`QZM` for `Quilt Zephyr Marmot`)."""
    if len(acronym) < 2 or not acronym.isalpha():
        return False
    it = iter(initials)
    return all(c in it for c in acronym)
