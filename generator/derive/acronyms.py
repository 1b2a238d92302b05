"""Acronyms and the long forms an abstract spells them out with (`Counterfactual Soft RL (CoSo)`)."""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.prose import POWERS

# Acronyms of established ideas that papers use but do not coin.
COMMON = set(
    "AI ML DL RL NLP CV LLM LM VLM MLLM LVLM GNN CNN RNN MLP DNN NN VAE GAN LSTM MDP POMDP SGD GD KL MSE CE "
    "ID OOD OoD IID QA DAG PDE ODE SDE DP FL MARL IRL IL SSL CL HPO NAS ViT BERT GPT MCTS RLHF DPO PPO SAC SNR "
    "NTK GP BO MCMC VI EM PCA SVD ICL CoT LoRA API GPU CPU SOTA AUC ROC MAE VQA NER MT ASR TTS NLL FID IoU "
    "BLEU SAE PAC KKT LP QP MIP SAT ReLU GELU RKHS SDP ERM DRO TD MC IS UCB TS AUROC FPR TPR OT OR KG ViTs SNN "
    "IR CIR NeRF VLA LMM MoE SSM CLIP CO 2D 3D 4D MAP MLE EBM CP SAM NMT MAB KD SVGD GCN GAT MARL SGLD HMC "
    "SDE DDPM LDM ViT MAML CTC ASR NAS PINN NeRF GFlowNet CT MRI EEG ECG fMRI IV DA MPC IB PTQ QAT CAD ConvNet ConvNets LVM AP T2I T2V".split()
)
# `Make-An-Audio`: three capitalised parts; `G-Mixup`, `i-Mix`: a letter before a capitalised word
_NAMEY = re.compile(r"[a-z0-9][A-Z]|[A-Z]{2}|\d|^[A-Z][a-z]*-[A-Z][a-z]*-[A-Z]|^[A-Za-z]-[A-Z][a-z]")
_LETTERS = re.compile(r"[A-Za-z].*[A-Za-z]")
TOKEN = r"[A-Za-z][A-Za-z0-9]*(?:[-+.][A-Za-z0-9]+)*(?:\+\+)?"
# A coined name may also open with digits before two letters or a capitalised part (`3DLinker`, `4DGS`,
# `2D-Shapley`), never `3D` alone, which describes.
# ... or hold Greek letters or powers its TeX spelled (`$\pi$BO`, `PixArt-$\alpha$`, `VA-RED$^2$`): prose.clean writes
# them as Unicode, and so titles read them.
GREEK_LETTERS = "\u03b1-\u03c9\u0391-\u03a9\u2113"
NAME_TOKEN = (rf"(?:\d+(?=[A-Za-z]{{2}}|[A-Za-z]-[A-Z])|[{GREEK_LETTERS}](?:-|\d+)?(?=[A-Za-z]))?"
              rf"[A-Za-z][A-Za-z0-9{POWERS}]*(?:[-+.][A-Za-z0-9{GREEK_LETTERS}{POWERS}]+)*(?:\+\+)?")
_WE_CALL = re.compile(r"(?:which |that )?we (?:call|term|name|dub)\s+(.+?);\s*(\S+)$")
_MAKING_LEAD = re.compile(r"(?:propose|present|introduce|develop|design)s?\s")
_LAST_WORD = re.compile(rf"({TOKEN})\s*$")
_GLUE = {"of", "for", "and", "the", "with", "to", "in", "on", "via", "by", "a", "an", "from"}
_MODIFIER = re.compile(r"-(?:based|like|style|type|free|aware|guided|driven|specific)\b")
_SHORT_FOR = re.compile(rf"({TOKEN}),\s+short for\s+([^,;()]+)")
_THAT_IS = re.compile(rf"({TOKEN}),\s+i\.e\.,?\s+([A-Z][\w\-]*(?:\s+[\w\-]+){{1,8}}?)(?=,)")
_EMPHASES = (  # (pattern, text it needs), each led by a literal so the regex engine can skip ahead
    (re.compile(r"\*\*([^*]{2,60})\*\*"), "**"),
    (re.compile(r"\*(?<![\w*]\*)([^*\s][^*]{1,60}?)\*(?![\w*])"), "*"),
    (re.compile(r"\\(?:emph|textbf|textit)\{([^{}]{2,60})\}"), "\\"),
)
# Words a coined term neither starts nor ends on (`*how to learn*`, `named REvolveR of`).
PLAIN_WORDS = {"how", "why", "what", "when", "to", "the", "a", "an", "not", "all", "and", "or", "of", "is", "can", "more"}
_BOLD_NAME = re.compile(r"\(?\*\*([A-Za-z][A-Za-z0-9\-]{1,15})\*\*\)?")
_REPEATED = re.compile(r"([A-Z])([2-5])(?![0-9])")  # `S4`, `DC3`: the letter that many times
_EXTRA_CAPITALS = 2  # leading words a long form may have left out of its acronym
_OPENERS = {"We", "Our", "This", "These", "The", "In", "Here", "To", "Using", "With", "Unlike", "Existing"}
_BOLD_PART = re.compile(r"\*\*([A-Za-z][A-Za-z0-9]?)\*\*")


@lru_cache(maxsize=4096)
def is_namey(token: str) -> bool:
    """Tell coined names (CoSo, KoNODE, GPT-4, CAESAR) from ordinary words and stock acronyms."""
    token = token.removesuffix("'s")
    return (token not in COMMON and token.removesuffix("s") not in COMMON and bool(_NAMEY.search(token))
            and bool(_LETTERS.search(token)))


def spell_out(short: str, before: str) -> str:
    """Find the long form of `short` at the end of `before`: by word initials, else by Schwartz-Hearst."""
    long = by_initials(short, before) or schwartz_hearst(short, before) or by_parts(short, before)
    return with_capitals(long, before) if long[:1].isupper() else long


def with_capitals(long: str, before: str) -> str:
    """`Reasoning Paths in Dialogue Context (PDC)`: a capitalised long form takes the capitalised words before it.

    Authors often leave a leading word out of the acronym (`Graph Gaussian Convolution Networks (G^2CN)`);
    written in capitals inside a sentence, it is still part of the name.
    """
    words = before.split()
    head = words[: len(words) - len(long.split())]
    taken = 0
    while taken < _EXTRA_CAPITALS and len(head) > taken + 1:  # never the sentence's first word
        word = head[-1 - taken]
        if not (word[:1].isupper() and word.isalpha() and word.lower() not in _GLUE and word not in _OPENERS):
            break
        taken += 1
    return " ".join([*head[len(head) - taken :], long]) if taken else long


def by_initials(short: str, before: str) -> str:
    """`Learn Locally, Correct Globally (LLCG)`: the last words whose initials spell the capitals of `short`; a
    lower-case lead spells words too (`reverse diffusion Monte Carlo (rdMC)`, `protein language models (pLMs)`)."""
    capitals = "".join(c for c in short if c.isupper())
    lead = len(short) - len(short.lstrip("abcdefghijklmnopqrstuvwxyz"))
    led = initials_spell((short[:lead] + capitals).upper(), before, False) if lead and capitals else ""
    return led or initials_spell(capitals or short.upper(), before, False)


def by_parts(short: str, before: str) -> str:
    """Spell `short` where words alone do not: a hyphenated part gives an initial too (`Content-Conditioner
    (CoCon)`), or a digit repeats the capital before it (`Deep Constraint Completion and Correction (DC3)`)."""
    found = initials_spell("".join(c for c in short if c.isupper()), before, True) if "-" in before[-120:] else ""
    if found or not _REPEATED.search(short):
        return found
    repeated = _REPEATED.sub(lambda m: m.group(1) * int(m.group(2)), short)
    return initials_spell("".join(c for c in repeated if c.isupper()), before, False)


_OPENING = "{([\"'\u201c\u2018"


def initials_spell(capitals: str, before: str, parts: bool) -> str:
    """The last words of `before` whose initials (each hyphenated part's, if `parts`) are exactly `capitals`."""
    words = before.rsplit(None, len(capitals) + 4)[-(len(capitals) + 4) :]  # the last words, without splitting all
    initials, start = "", 0
    for k in range(len(words) - 1, -1, -1):  # grow the tail word by word; keep the longest exact spelling
        word = words[k].lstrip(_OPENING)  # `{projected Stein ...}`: a brace or quote opens no word
        glue = not word or word.lower() in _GLUE or not word[0].isalpha()
        initials = ("" if glue else word_initials(word, parts)) + initials
        if len(initials) > len(capitals) or not capitals.endswith(initials):
            break
        if initials == capitals and not glue:
            start = k
            break
    else:
        return ""
    several = len(words) - start > 1 or parts and "-" in words[start]  # one word spells no acronym, one of parts may
    return " ".join(words[start:]).strip(" ,;:-") if initials == capitals and several else ""


def word_initials(word: str, parts: bool) -> str:
    """A word's initial, upper-cased, or with `parts` each hyphenated part's but glue words (`x-to-text`: XT)."""
    if not parts or "-" not in word:
        return word[0].upper()
    return "".join(p[0].upper() for p in word.split("-") if p and p[0].isalpha() and p.lower() not in _GLUE)


def spells(short: str, long: str) -> bool:
    """`QASAR (Quilt-bAsed SpArse Rotation)`: the parenthesis spells out the name before it."""
    capitals = "".join(c for c in short if c.isupper())
    return ("".join(c for c in long if c.isupper()) == capitals or by_initials(short, long) == long.strip(" ,;:-")
            or by_prefixes(short.lower(), [w.lower() for w in long.split() if w.lower() not in _GLUE]))


_MARKED = re.compile(r"[a-zA-Z][A-Z]")  # `MArmot`, `traNsport`; not `Language-Image`
_GLUED = re.compile(r"[a-z]{4,}[A-Z][a-z]{3}")  # `specificallyProximal`: a lost space, not a marked letter


def by_marked_capitals(short: str, before: str) -> str:
    """`MArmot Robust Temporal Optimal traNsport (Marton)`, `inTerpretable nEuraL cLustering (TELL)`: the last words
    whose capitals spell a name, where a capital inside a word shows the writer marked its letters."""
    letters = short.replace("-", "").upper()
    if short in COMMON:  # `Variational AutoEncoder (VAE)`: a stock acronym names no work of the paper's
        return ""
    words = before.rsplit(None, len(letters) + 4)[-(len(letters) + 4) :]
    capitals = ""
    for k in range(len(words) - 1, -1, -1):
        capitals = "".join(c for c in words[k] if c.isupper()) + capitals
        if not letters.endswith(capitals):
            return ""
        if capitals == letters:
            first = words[k]
            marked = first[:1].isalpha() and not _GLUED.match(first) and any(_MARKED.search(w) for w in words[k:])
            return " ".join(words[k:]).strip(" ,;:-") if marked and len(words) - k > 1 else ""
    return ""


def by_prefixes(letters: str, words: list[str]) -> bool:
    """Tell letters made of each word's first letters, in order, several from one word at most
    (`ADCOL (Adversarial Collaborative Learning)`: ad-co-l)."""
    if not words:
        return not letters
    head = words[0]
    return any(letters[:k] == head[:k] and by_prefixes(letters[k:], words[1:])
               for k in range(1, min(len(letters) - len(words) + 1, len(head)) + 1))


def schwartz_hearst(short: str, before: str) -> str:
    """Find the long form of `short` at the end of `before` (Schwartz and Hearst, 2003)."""
    letters = [c.lower() for c in short if c.isalnum()]
    long = " ".join(before[-300:].split()[-min(len(letters) + 5, 2 * len(letters)) :])
    low, i = long.lower(), len(long)
    for s in range(len(letters) - 1, -1, -1):  # match the short form's letters right to left
        i = low.rfind(letters[s], 0, i)
        while s == 0 and i > 0 and low[i - 1].isalnum():  # the first letter must start a word
            i = low.rfind(letters[s], 0, i)
        if i < 0:
            return ""
    found = long[long.rfind(" ", 0, i) + 1 :].strip(" ,;:-")
    if not found or found[0].lower() != letters[0] or (len(found.split()) < 2 and len(letters) > 2):
        return ""
    # `the Accuracy and Global-Local ... Problem (AGLFOP)`: a long form never opens on a glue word's letter
    return "" if found.split(None, 1)[0] in _GLUE else found


def _trimmed(long: str) -> str:
    """A long form that runs back over the verb making it to the appositive it stands in, cut to the appositive's
    words (`present a novel architecture using self-attention, the Wavefunction Transformer`)."""
    at = max(long.rfind(", the "), long.rfind(", a "), long.rfind(", an "))
    return long[long.index(" ", at + 2) + 1:] if at >= 0 and _MAKING_LEAD.match(long) else long


@lru_cache(maxsize=1 << 12)
def definitions(sentence: str) -> tuple[tuple[str, str, int], ...]:
    """Return (short, long, start) for `Long Form (ACR)`, `(… we call X; ACR)` and `ACR, i.e., Long Form` (cached:
    names and title features both read each sentence's)."""
    found = []
    start = sentence.find("(")
    while start >= 0:
        end = sentence.find(")", start)
        if end < 0:
            break
        inner = sentence[start + 1 : end].strip().removesuffix(" for short")  # `(PASTA for short)`
        if "(" in inner:  # `(PSS(u))`: brackets inside brackets hold no plain acronym
            start = sentence.find("(", end)
            continue
        called = _WE_CALL.match(inner) if "we " in inner else None
        short = inner.split(",")[0].split(";")[0]
        reverse = " " in inner and inner[:1].isupper() and not called
        named = _LAST_WORD.search(sentence, max(0, start - 30), start) if reverse else None
        if named and is_namey(named.group(1)) and spells(named.group(1), inner):
            found.append((named.group(1), inner, named.start(1)))  # `QASAR (Quilt-bAsed SpArse Rotation)`
        elif called and is_namey(called.group(2)):
            found.append((called.group(2), called.group(1), -1))  # position -1: named outright, any verb
        elif len(short) <= 16 and " " not in short and not _MODIFIER.match(sentence, end + 1) and (
                is_namey(short) or by_marked_capitals(short, sentence[:start])):
            long = _trimmed(spell_out(short, sentence[:start]) or by_marked_capitals(short, sentence[:start]))
            if long and (" " in long or not is_namey(long)):  # `Correct-N-Contrast (CNC)`: the long form is the name
                found.append((short, long, start - len(long) - 1))
        start = sentence.find("(", end)
    if "short for" in sentence:
        for m in _SHORT_FOR.finditer(sentence):
            found.append((m.group(1), m.group(2).strip(), m.start()))
    if "i.e." in sentence:
        for m in _THAT_IS.finditer(sentence):
            if is_namey(m.group(1)):
                found.append((m.group(1), m.group(2), m.start()))
    return tuple(found)


def emphasized(raw: str) -> set[str]:
    """Bold or italic spans that read as coined terms, as they read once markup is gone."""
    spans = set()
    for pattern, cue in _EMPHASES:
        if cue in raw:
            # `\emph{Principal Bit Analysis (PBA)}`: the term is what comes before its acronym
            spans.update(m.group(1).split(" (")[0].strip() for m in pattern.finditer(raw))
    return {t for t in spans if len(t.split()) <= 5 and (" " in t or "-" in t or is_namey(t))
            and not {t.split()[0], t.split()[-1]} & PLAIN_WORDS}


def bold_definitions(raw: str) -> dict[str, str]:
    """Find bold-initial names: `**Co**ntrolling ... **L**atent **A**ctions **CoLA**`."""
    found: dict[str, str] = {}
    for m in _BOLD_NAME.finditer(raw):
        short = m.group(1)
        parts = list(_BOLD_PART.finditer(raw, max(0, m.start() - 200), m.start()))
        for k in range(len(parts)):
            if short not in found and "".join(p.group(1) for p in parts[k:]) == short:
                found[short] = raw[parts[k].start() : m.start()].replace("**", "").strip(" (")
    return found


def defined_shorts(sentence: str) -> set[str]:
    """Acronyms a sentence defines in parentheses, without spelling them out (cheap)."""
    found = set()
    start = sentence.find("(")
    while start >= 0:
        end = sentence.find(")", start)
        if end < 0:
            break
        short = sentence[start + 1 : end].split(",")[0].split(";")[0].strip()
        if len(short) <= 16 and " " not in short and is_namey(short):
            found.add(short)
        start = sentence.find("(", end)
    return found
