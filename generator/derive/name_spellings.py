"""How an abstract spells a name out: whether it writes a title's tail right next to the name (its long form or its
kind), and the long forms of the acronyms it defines. long_name_purposes.py reads both; they stand apart so that it
holds the purpose readings alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

# A lowered word, or a sentence's end: `.`, `;`, `!` or `?` before a space or the text's end.
_TOKEN = re.compile(r"[a-z0-9|]+|[.;!?](?=\s|$)")
_END = re.compile(r"[.;!?](?=\s|$)")  # a sentence's end alone
_RUN = re.compile(r"[a-z0-9|]+")  # a lowered word alone
_HELD = ["qzheldnameqz"]  # the name, held whole in the text's words
_PAREN = re.compile(r"\((?<=\s\()(\w[\w-]*?)s?\)")  # `(` first, then the space behind it: the scan skips to `(`
_WORD_CHARS = re.compile(r"[A-Za-z][\w-]*$")
# A word with two capitals (`QZ`, `LoRA`, `QZ-2`), spelled out unless stock; kind_spellings.py reads it too.
ACRONYM = re.compile(r"^[A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*$")
# Words that may stand between a tail and the name it spells (`quilt zephyr, called QZ`).
_SPELL_CUES = frozenset("called named dubbed termed coined namely denoted as i e viz which that we call term dub name "
                        "refer to so".split())
_LEADS = frozenset("a an the".split())
# Links that open a tail's scope phrase (`Quilt Zephyr Attack | on Marmot Models`).
_SCOPE_OPENERS = frozenset("on in with under for via over across from against".split())
# Acronyms house style keeps in a title; others are spelled out as the abstract defines them.
_STOCK = frozenset(
    "AI API ASR AUC AUROC BERT BLEU CLIP CNN CP CPU CT CTC DAG DNN DPO EEG EM FID GAN GFlowNet GNN GP GPT GPU HMC IID "
    "IS KL LLM LM LP LSTM LoRA MAML MCMC MDP ML MLP MPC MRI MoE NAS NLP NTK NeRF ODE OOD OoD PAC PCA PDE POMDP PPO QA "
    "QP RKHS RL RLHF RNN ROC ReLU SAC SAM SAT SDE SDP SGD SNN SSM SVD TD TTS UCB VAE ViT ViTs fMRI 2D 3D 4D "
    "DNNs CNNs GNNs LLMs GANs MDPs PDEs ODEs RNNs VAEs LMs GPs POMDPs".split())


def _words(text: str) -> list[str]:
    """Lower the words, punctuation dropped; a sentence's end stays as `|` so no tail runs across it."""
    return [w if w not in ".;!?" else "|" for w in _TOKEN.findall(text.lower())]  # one pass, not two subs


def prefix_spelled(name: str, words: list[str], text: str) -> bool:
    """Tell a tail whose words before its one scope phrase spell the name (`Quilt Zephyr Attack | on Marmots`)."""
    k = max((i for i, w in enumerate(words) if w.lower() in _SCOPE_OPENERS), default=0)
    return 2 <= k <= len(words) - 2 and tail_spelled(name, " ".join(words[:k]), text)


def tail_spelled(name: str, tail: str, text: str) -> bool:
    """Tell a tail the abstract writes right next to the name: its long form, or its kind (`QZ, a quilt model`)."""
    t, n = _words(tail), _words(name)
    while t and t[0] in _LEADS:
        t = t[1:]
    if not t or not n:
        return False
    if any(_spelled_in(words, n, t) for words in _stretches(text, n, t)):
        return True
    longs = _defined(text)
    if not longs:
        return False
    wide = _widened(text)
    spelled = _singular([p for w in t for p in wide.get(w, [w])])
    held = text.replace(name, " qzheldnameqz ")  # the name keeps its acronyms (`Lazy-QZ, a QZ method`)
    stretches = [_singular([p for w in words for p in wide.get(w, [w])]) for words in _stretches(held, _HELD, spelled)]
    return any(_spelled_in(words, _HELD, spelled) for words in stretches)


def _stretches(text: str, n: list[str], t: list[str]) -> list[list[str]]:
    """List the words of the stretches between sentence ends that can write the tail next to the name."""
    if "|" in n or "|" in t:
        return [_words(text)]  # a sentence end in the tail or name: read the words whole, ends and all
    # Else tail, name and the cues between hold no `|`, so they lie in one stretch, and it holds the name's first word.
    return _stretches_with(text, n[0])


@lru_cache(maxsize=8)
def _stretches_with(text: str, word: str) -> list[list[str]]:
    """List the lowered words of each stretch between sentence ends that holds the word (cached: never mutate)."""
    return [_RUN.findall(part) for part in _END.split(text.lower()) if word in part]


@lru_cache(maxsize=8)
def _widened(text: str) -> dict[str, list[str]]:
    """Map each acronym the text defines, and its plural, to the lowered words of its long form."""
    longs = _defined(text)
    wide = {k.lower(): _words(v) for k, v in longs.items()}
    wide.update({k.lower() + "s": _words(v) for k, v in longs.items()})
    return wide


def _singular(words: list[str]) -> list[str]:
    """Drop each plural's `s` (`quilt problems` is spelled `Quilt Problem` in a tail)."""
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words]


def _spelled_in(a: list[str], n: list[str], t: list[str]) -> bool:
    """Tell words that write the tail before the name (past a cue), after it (past an article) or around it."""
    size, span = len(n), len(t)
    for i in _positions(a, n[0]):
        if a[i:i + size] != n:
            continue
        for gap in range(5):
            j = i - gap
            if j - span >= 0 and a[j - span:j] == t and all(w in _SPELL_CUES for w in a[j:i]):
                return True
        for gap in range(3):
            j = i + size + gap
            if a[j:j + span] == t and all(w in _LEADS for w in a[i + size:j]):
                return True
        if span >= 3 and i - span + 1 >= 0 and a[i - span + 1:i] == t[:-1] and a[i + size:i + size + 1] == t[-1:]:
            return True
    return False


def _positions(words: list[str], word: str) -> list[int]:
    """List where the word stands among the words (list.index scans in C, not word by word in Python)."""
    found, at = [], -1
    while True:
        try:
            at = words.index(word, at + 1)
        except ValueError:
            return found
        found.append(at)


@lru_cache(maxsize=8)
def _defined(text: str) -> dict[str, str]:
    """Map the acronyms the text defines as `long form (ACRO)` to the words whose initials (or parts') spell them."""
    found: dict[str, str] = {}
    for m in _PAREN.finditer(text):
        acro = m.group(1)
        caps = "".join(c for c in acro if c.isupper())
        if len(caps) < 2 or acro in found:
            continue
        words = text[max(0, m.start() - 160):m.start()].split()[-6:]
        while words and not _WORD_CHARS.match(words[0]):
            words = words[1:]
        for k in range(1, len(words) + 1):
            cand = words[-k:]
            if not _WORD_CHARS.match(cand[0]):
                break
            inits = "".join(p[0] for w in cand for p in w.split("-") if p).upper()
            if inits == caps:
                found[acro] = " ".join(cand)
                break
            if len(inits) > len(caps):
                break
    return found


def spelled_out(words: list[str], text: str) -> list[str] | None:
    """Spell out the acronyms the abstract defines and house style does not keep; None for an undefined one."""
    longs, out = None, []
    for w in words:
        core = w.strip(",.;:()")
        if ACRONYM.match(core):
            base = core if core in _STOCK else core.removesuffix("s")
            if base in _STOCK:
                out.append(w)
                continue
            longs = _defined(text) if longs is None else longs
            if base not in longs:
                return None
            out.extend(longs[base].split())
        else:
            out.append(w)
    return out
