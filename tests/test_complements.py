import pytest

from generator.derive.complements import complement_restored


@pytest.mark.parametrize("title, text, expected", [
    ("A Quilt Algorithm for Identification", "We give a quilt algorithm for identification of zephyr marmots. The "
     "identification of zephyr marmots is hard.", "A Quilt Algorithm for Identification of Zephyr Marmots"),
    ("Estimating the Quilt Map", "We study estimating the quilt map between zephyrs and marmots.",
     "Estimating the Quilt Map between Zephyrs and Marmots"),
    ("Tessel Barrier to the Quilt Path", "We study the tessel barrier to the quilt path between zephyr solutions.",
     "Tessel Barrier to the Quilt Path between Zephyr Solutions"),
    # another link elsewhere, a complement that runs on, a generic or repeated one
    ("A Quilt Algorithm for Identification", "We give identification of marmots and identification in zephyrs.",
     "A Quilt Algorithm for Identification"),
    ("A Quilt Algorithm for Identification", "We give identification of zephyr marmots and tessels.",
     "A Quilt Algorithm for Identification"),
    ("A Quilt Algorithm for Identification", "We give identification of the model.",
     "A Quilt Algorithm for Identification"),
    ("A Quilt Algorithm for Identification", "We give identification of quilt algorithms.",
     "A Quilt Algorithm for Identification"),
    # maths, an adjective at the end, a comma that goes on
    ("A Quilt Algorithm for Identification", "We give identification of $k$ marmots.",
     "A Quilt Algorithm for Identification"),
    ("A Quilt Algorithm for Identification", "We give identification of marmots that are optimal. Identification "
     "of smooth, convex marmots is hard.", "A Quilt Algorithm for Identification"),
], ids=["of", "between-and", "after-preposition", "two-links", "runs-on-and", "generic", "said-already", "maths",
        "comma-runs-on"])
def test_complement_restored(title, text, expected):
    assert complement_restored(title, text) == expected
