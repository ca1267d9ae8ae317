"""Re-cutting Whisper's segments so that each one is a sentence, never longer than a readable bound.

Whisper cuts where its 30-second window or its timestamp tokens happen to fall, so a segment often
ends mid-sentence ("in his power" / "to do for them."). After transcription (and speaker
assignment) every word is regrouped: a segment ends where a sentence ends (`.?!…` and Japanese
`。！？`, closing quotes after them allowed), before a Spanish opening mark (`¿…?`, `¡…!`), and
where the speaker changes. A sentence longer than the bound is cut at its best break (a comma, or
the longest pause) so that a row stays readable. Words are never changed: the same words, in the
same order with the same timings, are only grouped differently, and each segment's text is its
words joined.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from ._records import Segment, Word

__all__ = ["SentenceBound", "ends_sentence", "follow_sentences", "starts_sentence"]


@dataclass(frozen=True, kw_only=True)
class SentenceBound:
    """The longest segment a reader takes in at a glance: two subtitle screens, or this long."""

    seconds: float = 20.0
    characters: int = 240

    def holds(self, words: Sequence[Word]) -> bool:
        return (
            words[-1].end - words[0].start <= self.seconds
            and len(_joined(words)) <= self.characters
        )


_CLOSERS = "\"'”’»)]」』）"
_SENTENCE_END = re.compile(rf"[.?!…。！？]+[{re.escape(_CLOSERS)}]*$")
_CLAUSE_END = re.compile(rf"[,;:、，；：—–]+[{re.escape(_CLOSERS)}]*$")
_OPENERS = ("¿", "¡")
# A full stop after these is not the end of a sentence ("Mr. Smith", "p. ej.", "J. F. Kennedy");
# after the English pronoun "I" it is.
_ABBREVIATION = re.compile(
    r"^(?:(?!I\.)[A-ZÁÉÍÓÚÑ]|(?i:mr|mrs|ms|dr|prof|sr|sra|srta|st|vs|e\.g|i\.e|p\.ej|[a-z](?:\.[a-z])+))\.$"
)


def ends_sentence(word: Word) -> bool:
    """The word closes a sentence: `.?!…`, `。！？`, with closing quotes or brackets after them."""
    text = word.text.strip()
    return bool(_SENTENCE_END.search(text)) and not _ABBREVIATION.match(text.rstrip(_CLOSERS))


def starts_sentence(word: Word) -> bool:
    """The word opens a Spanish question or exclamation, which starts a sentence of its own."""
    return word.text.lstrip().lstrip("\"'“‘«([").startswith(_OPENERS)


def follow_sentences(
    segments: Sequence[Segment], *, bound: SentenceBound | None = None
) -> list[Segment]:
    """The same words regrouped into sentence segments (ids from 0), each within `bound`.

    Segments without words (no word timings were asked for) cannot be re-cut and pass unchanged.
    """
    limit = bound or SentenceBound()
    out: list[Segment] = []
    run: list[Word] = []
    for segment in segments:
        if segment.words:
            run.extend(segment.words)
            continue
        out.extend(_segments_of(run, limit))
        run = []
        out.append(segment)
    out.extend(_segments_of(run, limit))
    return [replace(segment, id=index) for index, segment in enumerate(out)]


def _segments_of(words: list[Word], bound: SentenceBound) -> Iterator[Segment]:
    for sentence in _sentences(words):
        for piece in _within(sentence, bound):
            yield Segment(
                id=0,
                start=piece[0].start,
                end=piece[-1].end,
                text=_joined(piece),
                words=tuple(piece),
                speaker=piece[0].speaker,
            )


def _sentences(words: list[Word]) -> Iterator[list[Word]]:
    current: list[Word] = []
    for word in words:
        if current and (starts_sentence(word) or word.speaker != current[-1].speaker):
            yield current
            current = []
        current.append(word)
        if ends_sentence(word):
            yield current
            current = []
    if current:
        yield current


def _within(sentence: list[Word], bound: SentenceBound) -> Iterator[list[Word]]:
    """The sentence as it is, or cut at its best breaks into pieces that each fit the bound."""
    rest = sentence
    while not bound.holds(rest):
        fits = 1  # the longest prefix that fits; one word always goes, however long
        while fits < len(rest) and bound.holds(rest[: fits + 1]):
            fits += 1
        if fits == len(rest):
            break
        # Break in the second half of what fits, so that no piece is a stub; the later of equals.
        cut = max(range((fits + 1) // 2, fits + 1), key=lambda i: (_break_score(rest, i), i))
        yield rest[:cut]
        rest = rest[cut:]
    yield rest


def _break_score(words: list[Word], cut: int) -> float:
    """How good a break before `words[cut]` is: a comma counts as a second of pause."""
    before = words[cut - 1]
    pause = words[cut].start - before.end if cut < len(words) else 0.0
    return pause + (1.0 if _CLAUSE_END.search(before.text.strip()) else 0.0)


def _joined(words: Sequence[Word]) -> str:
    return "".join(word.text for word in words).strip()
