"""Spell out the acronyms of the kind and purpose head_swaps.py writes, by the long forms the abstract defines, the
stock ones house style keeps aside. They stand apart so that head_swaps.py holds the reading of the name's kind alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.name_spellings import ACRONYM

_LONG_FORM = re.compile(r"((?:[A-Za-z][\w-]*\s+){1,6})\((\w[\w-]*?)s?\)")
_STOCK = frozenset(
    "AI API ASR AUC BERT BLEU CLIP CNN CPU CT DAG DNN DPO EEG EM FID GAN GNN GP GPT GPU HE IID KL LLM LM LP LSTM "
    "LoRA MAML MCMC MDP ML MLP MPC MRI MoE NAS NLP NTK NeRF ODE OOD PAC PCA PDE POMDP PPO QA RKHS RL RLHF RNN ReLU "
    "SAT SDE SGD SNN SVD TTS UCB VAE ViT fMRI 2D 3D 4D DNNs CNNs GNNs LLMs GANs MDPs PDEs ODEs RNNs VAEs LMs GPs "
    "RGB RGB-D".split())


@lru_cache(maxsize=1)  # a title spells out up to three phrases against the same abstract
def _long_forms(text: str) -> dict[str, str]:
    """Map each acronym the abstract defines as `long form (ACRO)` to the long form its initials spell."""
    found: dict[str, str] = {}
    for m in _LONG_FORM.finditer(text):
        acronym = m[2]
        if not ACRONYM.match(acronym):
            continue
        caps = "".join(c for c in acronym if c.isupper())
        words = m[1].split()
        for k in range(len(caps), min(len(words), len(caps) + 2) + 1):
            if "".join(p[0] for w in words[-k:] for p in w.split("-") if p).upper() == caps:
                found.setdefault(acronym, " ".join(words[-k:]))
                break
    return found


def spell_out(words: list[str], text: str) -> list[str] | None:
    """Spell out each acronym the text defines that is not stock, or None where one is undefined."""
    out: list[str] = []
    for w in words:
        parts = w.split("-")
        if w in _STOCK or not any(ACRONYM.match(p) and not p.isdigit() for p in parts):
            out.append(w)
            continue
        longs = _long_forms(text)  # read the definitions (a slow scan) only for a word that may need them
        if len(parts) > 1:
            if not all(not ACRONYM.match(p) or p in _STOCK or p in longs for p in parts):
                return None
            out.append(w)  # `QZT-based`: an acronym the abstract defines, kept as a modifier
        else:
            core = w[:-1] if w.endswith("s") and w[:-1] in longs else w
            if core not in _STOCK and core not in longs:
                return None  # an acronym the reader cannot spell
            out.extend([w] if core in _STOCK else longs[core].split())
    return out
