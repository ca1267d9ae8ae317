"""What the sentence tests check on every transcript: where segments may end."""

from __future__ import annotations

from collections.abc import Sequence

from whispy_engine import Segment, Word
from whispy_engine._sentences import SentenceBound, ends_sentence, starts_sentence

__all__ = ["assert_segments_follow_sentences", "is_sentence_break"]


def is_sentence_break(before: Word, after: Word) -> bool:
    return ends_sentence(before) or starts_sentence(after) or before.speaker != after.speaker


def _sentence_around(words: Sequence[Word], index: int) -> list[Word]:
    """The whole sentence holding the cut before `words[index]`."""
    first = index
    while first > 0 and not is_sentence_break(words[first - 1], words[first]):
        first -= 1
    last = index
    while last < len(words) and not is_sentence_break(words[last - 1], words[last]):
        last += 1
    return list(words[first:last])


def assert_segments_follow_sentences(segments: Sequence[Segment], bound: SentenceBound) -> None:
    """Each segment is within the bound and ends where a sentence ends, unless that is over it."""
    words = [w for s in segments for w in s.words]
    cursor = 0
    for index, segment in enumerate(segments):
        assert segment.text == "".join(w.text for w in segment.words).strip()
        assert (segment.start, segment.end) == (segment.words[0].start, segment.words[-1].end)
        assert {w.speaker for w in segment.words} == {segment.speaker}
        assert bound.holds(segment.words) or len(segment.words) == 1
        for before, after in zip(segment.words, segment.words[1:], strict=False):
            assert not is_sentence_break(before, after), (before, after)
        cursor += len(segment.words)
        if index + 1 < len(segments) and not is_sentence_break(
            segment.words[-1], segments[index + 1].words[0]
        ):
            assert not bound.holds(_sentence_around(words, cursor)), segment.text
