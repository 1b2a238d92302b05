"""Title-ready phrases cut from abstract prose: clause boundaries and house style."""

from __future__ import annotations

import re

from generator.derive.prose import before_gap
from generator.derive.verb_forms import base_form, gerund

# An adverb (`theoretically`), not a noun or verb that happens to end in -ly.
ADVERB = r"(?!(?:family|apply|supply|reply|rely|assembly|anomaly|ally|fly|italy|july)\b)[a-z]+ly\b"
_ADVERB_WORD = re.compile(ADVERB)
# `regarding` and `concerning` are prepositions, not gerunds a phrase may open on (`for Regarding Implicit Imbalance`).
SMALL = {"a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "nor", "of", "on", "onto", "or",
         "over", "per", "the", "to", "upon", "via", "vs", "with", "within", "without", "than", "versus", "regarding",
         "concerning"}
# Words a title never ends on: function words and words that announce more to come.
DANGLING = SMALL | {"its", "their", "our", "this", "these", "that", "those", "which", "such", "both", "each", "whose",
                    "is", "are", "be", "can", "we", "it", "based", "using", "i.e.", "e.g.", "not", "more", "less",
                    "under", "between", "among", "through", "across", "about", "against", "toward", "towards", "while",
                    "when", "where", "how", "whether", "if", "so", "also", "then", "very", "any", "some", "only",
                    "even", "similar", "comparable", "due", "able", "namely", "including", "called", "named",
                    "termed", "either", "well", "much", "many", "several", "different", "various", "other", "novel",
                    "new", "instead", "almost"}
# Words that alone say nothing about a contribution ("a novel framework").
GENERIC = {"a", "an", "the", "novel", "new", "simple", "effective", "efficient", "general", "generic", "principled",
           "practical", "unified", "framework", "method", "methods", "approach", "approaches", "algorithm",
           "algorithms", "technique", "techniques", "model", "models", "architecture", "scheme", "strategy",
           "paradigm", "system", "module", "mechanism", "procedure", "solution", "tool", "pipeline", "way", "ways",
           "family", "class", "variant", "variants", "extension", "alternative", "first", "powerful", "flexible",
           "scalable", "lightweight", "surprisingly", "and", "of", "one", "two", "three", "several", "set", "series",
           "theoretical", "empirical", "comprehensive", "systematic", "thorough", "generalizable", "straightforward",
           "easy", "fast", "plug-and-play", "training-free", "elegant", "versatile", "robust", "strong", "better",
           "improved", "efficiently", "effectively", "called", "named", "termed", "dubbed", "this", "that", "which",
           "problem", "study", "work", "paper", "analysis", "task", "setting", "issue", "challenge", "idea",
           "question", "questions", "answer", "result", "results", "gap", "step", "steps", "direction", "directions",
           "insight", "insights", "perspective", "light", "look", "view", "performance", "class", "number", "following",
           "answering", "affirmative", "positive", "negative", "effectiveness", "efficacy", "usefulness", "utility"}
# Head nouns and praise that say nothing on their own.
_EMPTY = {"a", "an", "the", "novel", "new", "simple", "effective", "efficient", "general", "generic", "principled",
          "practical", "unified", "framework", "method", "methods", "approach", "approaches", "algorithm", "algorithms",
          "technique", "techniques", "model", "models", "architecture", "scheme", "strategy", "paradigm", "system",
          "module", "mechanism", "procedure", "solution", "tool", "pipeline", "way", "ways", "first", "and", "of"}
LEAD = {"a", "an", "the", "novel", "new", "more", "our", "proposed", "two", "three", "several", "some", "various",
        "simple", "here"}
_ALNUM = re.compile(r"[^\W_]")
_UNSHOWN = re.compile(r"[()${}\\]")  # brackets inside a word, or TeX left over: no title shows it
# `a minimal, explicit framework`, `a suite of interpretable, unsupervised scores`: commas between adjectives
_ADJECTIVE_COMMA = re.compile(
    r".*?(?:^| (?:an?|the) \S+|\w(?:able|ible|al|ive|ous|ic|ful|less|ent|ant|ary|free|aware|efficient))"
    r", (?!(?:an?|the|and|or|which|that|where|while|we|it|i\.e\.|e\.g\.)\b)[a-z]"
)
_ENUM = re.compile(r"(?<![\w(])(?:\d|[ivx]{1,3}|[a-e])\)\s")
_GLUED = re.compile(r" -(?=\w)")  # `instrumental variable (IV)-based` once the aside is gone
_PARENS = re.compile(r"[(\[](?:(?<=\()[^()]*\)|(?<=\[)[^\[\]]*\])")
# Patterns below start with one character class so the regex engine can skip ahead (ten times faster).
_STRONG = re.compile(
    r"[,;:!?\u2014.\s](?:(?<=[,;:!?\u2014])\s|(?<=\.)(?:\s|$)|(?<=\s)(?:[-\u2013\u2014]{1,2}\s|(?:that|which|who|"
    r"whose|where|whereby|wherein|while|whereas|when|because|since|thereby|thus|hence|so that|such that|i\.e\.|e\.g\.|"
    r"resulting|leading|enabling|but|allowing|showing|achieving|yielding|making|providing|demonstrating|"
    r"outperforming|as an alternative|such as|namely)\b"
    r"|(?:and|but) (?:then )?(?:we )?(?:show|prove|demonstrate|find|propose|introduce|present|provide|use|apply|"
    r"develop|design|analy[sz]e|evaluate|study|derive|establish|construct|validate|implement|test|compare|discuss|"
    r"release|explore|investigate|examine|identify|take|make|optimi[sz]e|conduct|perform|obtain|achieve|extend|"
    r"verify)))"
)
_WEAK = re.compile(
    r"\s(?:(?:by|using|to|through|in order to|based on|and then|as well as|with the goal|as an? \w+ to|"
    r"corresponding to|according to|pertaining to|ranging from)\s"
    r"|(?=\w+ed\s(?:via|by|on|with|from|in|using|through|to|for|at|as|under|into|across|within)\s))"
)
_OPENERS = {"with", "in", "under", "for", "by", "on", "at", "from", "when", "if", "although", "as", "after", "given",
            "without", "to", "despite", "unlike", "surprisingly", "interestingly", "moreover", "however",
            "specifically"}
_CLAIM_STOP = re.compile(
    r"[,;:.\s](?:(?<=[,;:])\s|(?<=\.)(?:\s|$)"
    r"|(?<=\s)(?:because|since|due to|while|whereas|thereby|as opposed to|unlike)\s)"
)
_REACH = 260  # characters of prose a title phrase is ever cut from



def unbracket(text: str) -> str:
    """Drop parenthesised and bracketed asides, nested one level deep."""
    if "(" in text or "[" in text:
        text = _GLUED.sub("-", _PARENS.sub("", _PARENS.sub("", text)))
    return text


def words_of(phrase: str) -> list[str]:
    """Split a phrase into title words, dropping brackets, list markers and stray punctuation."""
    phrase = unbracket(phrase)
    phrase = _ENUM.sub(" ", phrase) if ")" in phrase else phrase
    # a closing quote goes, a plural possessive stays (`frontier models' capabilities`) unless something is quoted
    quoted = " '" in phrase or " \u2018" in phrase or phrase[:1] in "'\u2018"
    words = []
    for word in phrase.split():  # one pass, not three: every title strategy splits text this way
        word = word.strip(",;:.()[]{}\u2060\u2018").lstrip("'\u2019")
        if quoted or not word.endswith(("s'", "s\u2019")):
            word = word.rstrip("'\u2019")
        if word and (word[0].isalnum() or _ALNUM.search(word)) and not _UNSHOWN.search(word):
            words.append(word)
    return words


_FRAME = re.compile(
    r"^(?:(?:in|with) (?:this|the present|our) (?:paper|work|study|article|note),?\s+(?:we \w+\s+)?"
    r"|we (?:propose|present|introduce|study|give|perform|apply|consider|develop|work towards|cast)\s+)"
    r"(?:(?:an?|the)\s+)?",
    re.I,
)


_PASSIVE_END = re.compile(r"\s+(?:is|are) (?:first )?(?:proposed|introduced|presented|developed|studied)\b.*", re.I)


def fallback_words(sentence: str, budget: int) -> list[str]:
    """Last resort: the opening words of a sentence, cut cleanly, without an `In this paper,` frame."""
    sentence = _PASSIVE_END.sub("", _FRAME.sub("", sentence))  # `..., a framework for X is proposed`
    return fit(words_of(before_gap(sentence)), budget)


def content_words(words: list[str]) -> list[str]:
    """The words of a phrase that carry meaning."""
    return [w for w in words if w.lower() not in DANGLING]


_ANAPHOR = {"this", "these", "those", "such", "it", "they", "both", "our", "its", "their", "above", "aforementioned",
            "latter", "former"}
_NOISE = GENERIC | DANGLING
_BLAND = _NOISE | {"neural", "network", "networks", "deep", "learning", "machine", "online", "data", "based",
                   "models", "training", "optimization", "gradient", "stochastic", "reinforcement", "large", "language"}
_NOT_FIRST = _ANAPHOR | {"we", "us", "i"}
_LEAD_OF = re.compile(
    r"^(?:(?:the\s+)?(?:problem|challenge|task|question|issue|notion|concept|use|setting)s?\s+of\s+"
    r"|(?:one of )?(?:the )?first\s+|\w+,?\s+(?:yet|but)\s+\w+\s+|(?:yet|but)\s+\w+\s+|(?:" + ADVERB + r"\s+)+"
    r"|(?:designed|dedicated|tailored)\s+(?!to\b)"
    r"|(?:approach|method|framework|technique|algorithm|strategy)\s+(?:for|to)\s+"
    r"|(?:new |novel )?(?:family|class|suite|series|collection) of\s+)",
    re.I,
)


def tidy(words: list[str], budget: int) -> list[str]:
    """Drop leading articles, stop before back-references, fit the budget at a natural break, drop a dangling end."""
    words = _strip_lead(words)
    return fit(before_anaphor(words), budget)


def before_anaphor(words: list[str]) -> list[str]:
    """Stop before `this`, `these`, `our`: a title cannot point back into the abstract."""
    lowered = [w.lower() for w in words]
    if _ANAPHOR.isdisjoint(lowered):
        return words
    back = next(i for i, w in enumerate(lowered) if w in _ANAPHOR)
    back -= 2 if back >= 5 and lowered[back - 2] == "to" else 0  # `... Opportunity to Put Our ...`
    return words[:back] if back >= 3 else words


def _strip_lead(words: list[str]) -> list[str]:
    """Drop `a novel`, `simple yet effective`, `the problem of` and the like from the front."""
    while len(words) > 1:
        if words[0].lower() in LEAD:
            words = words[1:]
            continue
        lead = _LEAD_OF.match(" ".join(words[:6]))
        size = len(lead.group(0).split()) if lead else 0
        if not size or len(words) - size < 1:
            break
        to_verb = lead.group(0).rstrip().endswith(" to")
        words = words[size:]
        if to_verb and not words[0].endswith("ing") and words[0].lower() not in NOT_VERBS:  # `approach to tackle X`
            words = [gerund(words[0]), *words[1:]]
    return words


def fit(words: list[str], budget: int) -> list[str]:
    """Cut an over-long phrase before a function word, then drop any dangling end."""
    if len(words) > budget:
        breaks = [i for i in range(2, budget + 1) if words[i].lower() in SMALL]
        # cutting before `of` strands a noun (`... from the Perspective`); prefer any other break
        better = [i for i in breaks if words[i].lower() not in {"of", "the", "a", "an"}]
        words = words[: max(better or breaks or [budget])]
    while words and (words[-1].lower() in DANGLING or words[-1].endswith("'")):
        words = words[:-1]
    return words


def has_modifier(words: list[str]) -> bool:
    """Tell `training-free method` (says something) from `novel framework` (says nothing)."""
    return any(w.lower() not in _EMPTY and w.lower() not in DANGLING for w in words)


def specific(words: list[str]) -> bool:
    """Tell `Neural Network Architecture` (could title a thousand papers) from a phrase that says what this one does."""
    return any(w.lower() not in _BLAND for w in words)


def informative(words: list[str]) -> bool:
    """Tell a phrase that says what the work is from `a novel framework` or `this problem`."""
    if not words or words[0].lower() in _NOT_FIRST:
        return False
    meaningful = 0
    for word in words:  # two meaningful words settle it; phrases run to a dozen
        if word.lower() not in _NOISE:
            meaningful += 1
            if meaningful == 2:
                return True
    return False


def phrase_words(text: str, budget: int) -> list[str]:
    """Cut a noun phrase at its first clause boundary (a weak one only if enough is left)."""
    text = " " + before_gap(unbracket(text[:_REACH])) + " "
    m = _STRONG.search(text)
    # `a minimal, explicit framework`: a comma this early separates adjectives, not clauses
    while m and m.start() < 45 and text[m.start()] == "," and _ADJECTIVE_COMMA.match(text, max(m.start() - 30, 0)):
        m = _STRONG.search(text, m.end())
    head = text[: m.start()] if m else text
    weak = _WEAK.search(head)
    if weak and len([w for w in head[: weak.start()].split() if w.lower() not in DANGLING]) >= 3:
        head = head[: weak.start()]
    return tidy(words_of(head), budget)


def claim_words(text: str, budget: int) -> list[str]:
    """Cut a stated claim at its first clause boundary, keeping its verb and articles; skip a leading aside."""
    parts = [words_of(p) for p in _CLAIM_STOP.split(before_gap(unbracket(text[:_REACH])) + " ")]
    words = parts[0]
    if len(parts) > 1 and words and words[0].lower() in _OPENERS:
        words = parts[1]  # `with our learned features, we can ...`
    elif len(parts) > 2 and len(words) < 4:
        words = words + parts[2]  # `the space, induced by X, presents ...`
    return fit(before_anaphor(words), budget)


_CLAUSE = re.compile(
    r"[tdwaicf](?<![\w-].)(?:hat|hich|esigned to|o|iming to|n order to|apable of|or(?=\s+\w+ing\b))\s+"
    r"(?:(?:can|could|may|will|would|also|both|either|further|first|jointly|is able to|are able to|"
    + ADVERB + r")\s+)*"
    r"([a-z]+)\b"
)
# Words that follow `to` or `that` but cannot be made into `-ing` (`to the local update`, `to when ...`).
NOT_VERBS = {"is", "are", "was", "be", "has", "have", "the", "a", "an", "we", "our", "this", "these", "that", "it",
             "not", "its", "their", "his", "her", "when", "what", "where", "which", "whether", "how", "why", "who",
             "each",
             "all", "any", "both", "such", "some", "one", "two", "date", "more", "less", "further", "better"}


def clause_words(text: str, budget: int) -> list[str]:
    """Turn `a framework that adjusts step sizes` into `Adjusting Step Sizes`."""
    text = unbracket(text)
    m = _CLAUSE.search(text, 0, 80)
    if not m or m.group(1) in NOT_VERBS:
        return []
    verb = m.group(1) if m.group(1).endswith("ing") else gerund(base_form(m.group(1)))
    rest = phrase_words(text[m.end() :], budget - 1)
    return [verb, *rest] if rest and rest[0].lower() not in _ANAPHOR else []


def is_adverb(word: str) -> bool:
    """Tell a lower-cased word an adverb (`theoretically`), not a noun or verb in -ly (`family`, `apply`)."""
    return _ADVERB_WORD.fullmatch(word) is not None
