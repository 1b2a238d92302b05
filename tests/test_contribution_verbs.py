"""Where an abstract states its own contribution: the `we propose` verbs and the later making verbs."""

import pytest

from generator.derive.contribution_verbs import contributes, intro, made_verb, making_verb, own_sentence


@pytest.mark.parametrize("sentence, verb", [
    ("We propose a sampler for multimodal posteriors.", "propose"),
    ("In this paper, we study how momentum helps.", "study"),
    ("This work introduces a benchmark of noisy labels.", "introduce"),
    ("Our work presents a new loss.", "present"),
    ("We take a step back and present ULTRA, a graph model.", "take"),
    ("Here we went further and present ULTRA, a graph model.", "present"),  # no verb of the list: `and present`
    ("Graph models often fail on large inputs.", None),
    ("Prior work builds on attention.", None),  # no subject of the paper's own
    ("We have developed a pruning method (PRUNA) for vision models.", "develop"),  # the present perfect
    ("This paper has also introduced a benchmark.", "introduce"),
    ("Models have developed a bias for texture.", None),  # not the paper's own subject
    ("We cast sampling as a transport problem.", "cast"),  # a verb that frames the paper's own work
    ("We further generalize the bound to Zephyr kernels.", "generalize"),
])
def test_intro(sentence, verb):
    found = intro(sentence)
    assert (found.group(1).lower() if found else None) == verb


@pytest.mark.parametrize("sentence, verb, rest", [
    ("We propose Grain, a sampler.", "propose", " Grain, a sampler."),
    ("This work studies the gap, and proposes TiltNAS, which searches.", "propose", " TiltNAS, which searches."),
    ("We address this gap by introducing SPARK, a method.", "introduce", " SPARK, a method."),
    ("We take a step back and present ULTRA, a graph model.", "present", " ULTRA, a graph model."),
    ("We study an approach: We propose *Fill*, a framework.", "propose", " *Fill*, a framework."),
    ("We study how gradients build on each other.", "study", " how gradients build on each other."),
    ("We analyze models by building on prior bounds.", "analyze", " models by building on prior bounds."),
])
def test_making_verb(sentence, verb, rest):
    found, end = making_verb(sentence, intro(sentence))
    assert (found, sentence[end:]) == (verb, rest)


@pytest.mark.parametrize("sentence, verb, rest", [
    ("We propose Grain, a sampler.", "propose", " Grain, a sampler."),
    ("In this work we resolve this by introducing Hard Search (HS), a method.", "introduce", " Hard Search (HS), a method."),
    ("We use these insights to build Mongrel, an LSH framework.", "build", " Mongrel, an LSH framework."),
    ("We first define the gap and then design a framework, TraceLink, which checks.", "design",
     " a framework, TraceLink, which checks."),  # an adverb between `and` and the making verb
    ("We need to build on prior bounds.", None, None),  # building on is not making
    ("Graph models often fail to build useful features.", None, None),  # no subject of the paper's own
    ("This observation motivates us to design STEGO, a framework.", "design", " STEGO, a framework."),
    ("We put forth GuardHFL, the first such framework.", "put forth", " GuardHFL, the first such framework."),
    ("We suggest a novel method, sharpness minimization (ASAM).", "suggest", " a novel method, sharpness minimization "
     "(ASAM)."),
    ("We further suggest a training objective.", "suggest", " a training objective."),
    ("We suggest that depth helps.", None, None),  # a finding: `suggest` makes only what `a` or `an` leads
])
def test_made_verb(sentence, verb, rest):
    made = made_verb(sentence)
    assert ((made[0], sentence[made[1]:]) if made else (None, None)) == (verb, rest)


@pytest.mark.parametrize("sentence, states", [
    ("We name it Recursive Gradient Attack (RGA).", True),
    ("We call the method Rissanen Data Analysis.", True),
    ("In this paper we fill this gap by proposing a sampler called MOTS.", True),
    ("Gradients leak data, as shown by earlier attacks.", False),
    ("The proposed bound is tight.", False),
])
def test_contributes(sentence, states):
    assert contributes(sentence) is states


@pytest.mark.parametrize("sentence, own", [
    ("We propose a sampler for multimodal posteriors.", True),
    ("In this work, we answer this question affirmatively.", True),  # `In this work, we`: whatever the verb
    ("Here we point to a new connection with dynamical systems.", True),
    ("This paper bridges sampling and optimal transport.", True),
    ("Our study carefully revisits momentum.", True),
    ("This finding leads us to propose a new sampler.", True),
    ("In this paper, two samplers are introduced for multimodal posteriors.", True),  # the passive after the comma
    ("In this work, our goal is to sample multimodal posteriors.", True),
    ("This paper, for the first time, bridges sampling and transport.", True),
    ("In this setting, the sampler mixes slowly.", False),  # `In this ...,` of no paper
    ("Their analysis allows us to reuse the bound.", False),  # what it lets the authors do is no new work
    ("In practice, we observe that graph models fail.", False),  # not the paper's own framing
    ("This method bridges sampling and optimal transport.", False),  # which method: the paper's, or another's
    ("Graph models often fail on large inputs.", False),
])
def test_own_sentence(sentence, own):
    assert own_sentence(sentence) is own
