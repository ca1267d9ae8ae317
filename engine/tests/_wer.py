"""Word (and character) error rate, with Whisper-style light normalisation."""

from __future__ import annotations

import re
import unicodedata

_PUNCT = re.compile(r"[^\w\s']|_", re.UNICODE)


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    return " ".join(_PUNCT.sub(" ", text).split())


def _distance(ref: list[str], hyp: list[str]) -> int:
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, start=1):
        prev, row[0] = row[0], i
        for j, h in enumerate(hyp, start=1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (r != h))
    return row[-1]


def wer(reference: str, hypothesis: str) -> float:
    ref = normalise(reference).split()
    return _distance(ref, normalise(hypothesis).split()) / max(1, len(ref))


def cer(reference: str, hypothesis: str) -> float:
    """Character error rate, for languages written without spaces."""
    ref = list(normalise(reference).replace(" ", ""))
    return _distance(ref, list(normalise(hypothesis).replace(" ", ""))) / max(1, len(ref))
