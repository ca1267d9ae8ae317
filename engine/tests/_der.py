"""Speaker metrics for tests and the benchmark: diarization error rate and word attribution.

DER follows NIST's md-eval on a 10 ms grid: regions within `collar` seconds of
any reference turn boundary are not scored; in the rest, each frame costs
max(reference speakers, hypothesis speakers) minus those matched under the
one-to-one speaker mapping with the most shared time; the total is divided by
the scored reference speech. Missed speech, false alarm and confusion all count.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

import numpy as np
from scipy.optimize import linear_sum_assignment

from whispy_engine import Transcript

__all__ = ["Span", "der", "hypothesis", "truth_at", "word_attribution"]

_STEP = 0.01

Span = tuple[str, float, float]  # (speaker, start, end) in seconds


def _grid(spans: Sequence[Span], frames: int) -> tuple[list[str], np.ndarray]:
    names = sorted({s for s, _, _ in spans})
    grid = np.zeros((frames, len(names)), bool)
    for speaker, start, end in spans:
        grid[round(start / _STEP) : round(end / _STEP), names.index(speaker)] = True
    return names, grid


def der(reference: Sequence[Span], hypothesis: Sequence[Span], *, collar: float = 0.25) -> float:
    end = max([e for _, _, e in [*reference, *hypothesis]], default=0.0)
    frames = int(np.ceil(end / _STEP)) + 1
    _, ref = _grid(reference, frames)
    _, hyp = _grid(hypothesis, frames)
    scored = np.ones(frames, bool)
    for _, start, stop in reference:
        for edge in (start, stop):
            scored[max(0, round((edge - collar) / _STEP)) : round((edge + collar) / _STEP)] = False
    ref, hyp = ref[scored], hyp[scored]
    total = ref.sum()
    if total == 0:
        return 0.0 if hyp.sum() == 0 else 1.0
    shared = ref.T.astype(np.int64) @ hyp.astype(np.int64)  # (ref speakers, hyp speakers)
    rows, cols = linear_sum_assignment(-shared) if shared.size else ([], [])
    matched = shared[rows, cols].sum() if len(rows) else 0
    cost = np.maximum(ref.sum(axis=1), hyp.sum(axis=1)).sum() - matched
    return float(cost / total)


def hypothesis(result: Transcript) -> list[Span]:
    """Who speaks when, by the transcript: each segment's span with its speaker."""
    return [(s.speaker or "?", s.start, s.end) for s in result.segments]


def truth_at(moment: float, reference: Sequence[Span]) -> str | None:
    """The reference speaker at a moment, when exactly one speaks then (0.3 s of slack)."""
    speaking = {s for s, start, end in reference if start <= moment <= end}
    if not speaking:
        speaking = {s for s, start, end in reference if start - 0.3 <= moment <= end + 0.3}
    return speaking.pop() if len(speaking) == 1 else None


def word_attribution(result: Transcript, reference: Sequence[Span]) -> float:
    """Share of words (said while one reference speaker talks) on the right speaker,
    under the best one-to-one naming of the speakers found."""
    pairs: list[tuple[str | None, str]] = []
    for segment in result.segments:
        for word in segment.words:
            real = truth_at((word.start + word.end) / 2, reference)
            if real is not None:
                pairs.append((word.speaker, real))
    truths = sorted({real for _, real in pairs})
    found = list(result.speakers)
    best = 0
    # Name each found speaker after a distinct true one (more found than true: some stay unnamed).
    for chosen in permutations(found, min(len(found), len(truths))):
        for order in permutations(truths, len(chosen)):
            named = dict(zip(chosen, order, strict=True))
            best = max(best, sum(named.get(f or "") == real for f, real in pairs))
    return best / max(1, len(pairs))
