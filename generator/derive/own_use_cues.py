"""The cues by which a paper's own sentence names the means its work uses or makes (`we propose`, `this paper uses`),
which bare_clauses.py and bare_titles.py read before a short unnamed title. They stand apart from bare_purposes.py,
whose words read what a sentence writes after the title.
"""

# The paper's own sentence (`we propose`, `this paper uses`), and the words by which it names what follows as the means
# its work uses or makes: only such a sentence vouches for what it says the means is for.
OWN = (r"(?:\b[Ww]e|\b[Tt]his (?:paper|work|study|article)|\b[Oo]ur (?:work|paper|method|approach|framework))"
       r"\s+(?:(?:also|further|then|first|here|now|instead|thus|therefore|additionally)\s+)?(?:[a-z]+ly\s+)?")
USE = (r"(?:propose|present|introduce|develop|design|devise|build|create|construct|use|employ|leverage|apply|adopt"
       r"|exploit|utilize|utilise|harness|recast|offer|provide|suggest|combine)")
OWN_USE = (r"(?:" + OWN + r"(?:[a-z]+ and\s+)?" + USE + r"(?:s|d|ed)?"
           r"|" + OWN + r"(?:explore|study|investigate|examine)s?\s+the use of"
           r"|\bby\s+(?:proposing|introducing|developing|designing)(?:\s+and\s+[a-z]+ing)?(?:\s+new|\s+novel)?"
           r"|" + OWN + r"[a-z]+(?:s|d|ed)?\b[^.;:]{0,80}\band\s+(?:then\s+)?" + USE
           + r"|" + OWN + r"[a-z]+(?:s|d|ed)?\b[^.;:]{0,60}\bby\s+(?:using|employing|leveraging|exploiting|introducing"
           r"|utilizing|adopting|applying))"
           r"\s+(?:(?:to\s+(?:use|employ|leverage|apply|exploit|utilize)|using|the use of)\s+)?")
MEANS_WORD = r"[A-Za-z0-9][A-Za-z0-9/'-]*"
