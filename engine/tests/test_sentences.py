"""Re-cutting segments at sentences: properties of generated transcripts, and cases users saw."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from whispy_engine import Segment, Word
from whispy_engine._sentences import SentenceBound, follow_sentences

from ._sentence_breaks import assert_segments_follow_sentences

_STEMS = {
    "en": [" the", " power", " you", " know", " country", " Mr.", " U.S.", " ask", " what"],
    "es": [" la", " ciudad", " hoy", " ¿qué", " ¡qué", " tal", " puentes", " p.ej.", " vamos"],
    "ja": ["おはよう", "ござい", "ます", "コーヒー", "と", "ケーキ", "を", "ください"],
}
_MARKS = ["", "", "", "", ",", ".", "?", "!", "…", "。", "！", "？", ".”", "、", "?)"]


def _whisper_like(seed: int) -> list[Segment]:
    """Words with random punctuation, pauses and speakers, cut into segments at random places."""
    rng = random.Random(seed)  # noqa: S311 (test data, reproducible by seed)
    language = rng.choice(sorted(_STEMS))
    groups: list[list[str | None]] = [[None], ["SPEAKER_1", "SPEAKER_2"], ["S1", "S2", "S3"]]
    speakers = rng.choice(groups)
    speaker = speakers[0]
    clock = rng.uniform(0, 5)
    words: list[Word] = []
    for _ in range(rng.randint(0, 400)):
        if rng.random() < 0.05:
            speaker = rng.choice(speakers)
        clock += rng.choice([0.0, 0.0, 0.05, 0.2, 0.8, 2.5])
        length = rng.uniform(0.05, 1.2)
        text = rng.choice(_STEMS[language]) + rng.choice(_MARKS)
        words.append(Word(text, round(clock, 3), round(clock + length, 3), 0.9, speaker))
        clock += length
    segments: list[Segment] = []
    while words:
        take = rng.randint(1, 40)
        part, words = words[:take], words[take:]
        text = "".join(w.text for w in part).strip()
        segments.append(Segment(len(segments), part[0].start, part[-1].end, text, tuple(part)))
    return segments


@pytest.mark.parametrize("seed", range(300))
def test_segments_follow_sentences_within_the_bound_and_keep_every_word(seed: int) -> None:
    given = _whisper_like(seed)
    bound = SentenceBound(seconds=12.0, characters=120)
    got = follow_sentences(given, bound=bound)
    words = [w for s in given for w in s.words]

    # Text and timings exactly as they were: the same words, in order, only grouped differently.
    assert [w for s in got for w in s.words] == words
    assert "".join(w.text for s in got for w in s.words) == "".join(w.text for w in words)
    assert [s.id for s in got] == list(range(len(got)))
    assert_segments_follow_sentences(got, bound)


def _segment(*texts: str, start: float = 0.0, speaker: str | None = None) -> Segment:
    words = tuple(
        Word(text, start + i, start + i + 0.8, 0.9, speaker) for i, text in enumerate(texts)
    )
    return Segment(0, words[0].start, words[-1].end, "".join(texts).strip(), words)


def _texts(segments: Sequence[Segment]) -> list[str]:
    return [s.text for s in follow_sentences(segments)]


def test_a_sentence_cut_by_whisper_is_joined_again() -> None:
    given = [
        _segment(" He", " did", " all", " in", " his", " power"),
        _segment(" to", " do", " for", " them.", " At", start=6),
        _segment(" least,", " you", " know.", start=11),
    ]
    assert _texts(given) == [
        "He did all in his power to do for them.",
        "At least, you know.",
    ]


def test_japanese_and_spanish_marks_end_and_start_sentences() -> None:
    assert _texts(
        [_segment("おはよう", "ございます。", "コーヒー", "を", "ください！", "はい")]
    ) == [
        "おはようございます。",
        "コーヒーをください！",
        "はい",
    ]
    assert _texts([_segment(" Hola,", " ¿qué", " tal?", " ¡Qué", " bien!", " Vale.")]) == [
        "Hola,",
        "¿qué tal?",
        "¡Qué bien!",
        "Vale.",
    ]


def test_abbreviations_and_quotes_are_read_as_such() -> None:
    given = [_segment(" Mr.", " Smith", " said", " “Go.”", " J.", " F.", " Kennedy", " came.")]
    assert _texts(given) == ["Mr. Smith said “Go.”", "J. F. Kennedy came."]


def test_the_pronoun_i_ends_a_sentence_though_initials_do_not() -> None:
    given = [_segment(" So", " did", " I.", " Then", " we", " left.")]
    assert _texts(given) == ["So did I.", "Then we left."]


def test_a_new_speaker_starts_a_new_segment_even_mid_sentence() -> None:
    first = _segment(" I", " think", speaker="SPEAKER_1")
    second = _segment(" so", " too.", start=2, speaker="SPEAKER_2")
    got = follow_sentences([first, second])
    assert [(s.text, s.speaker) for s in got] == [
        ("I think", "SPEAKER_1"),
        ("so too.", "SPEAKER_2"),
    ]


def _timed(texts: Sequence[str], starts: Sequence[float]) -> list[Segment]:
    words = tuple(Word(t, at, at + 0.4, 0.9) for t, at in zip(texts, starts, strict=True))
    return [Segment(0, words[0].start, words[-1].end, "".join(texts).strip(), words)]


def test_an_overlong_sentence_is_cut_at_its_comma_or_longest_pause() -> None:
    texts = [" w0", " w1", " w2", " w3", " w4", " w5,", " w6", " w7"]
    evenly = [i * 0.5 for i in range(8)]
    got = follow_sentences(_timed(texts, evenly), bound=SentenceBound(seconds=3.0))
    assert [s.text for s in got] == ["w0 w1 w2 w3 w4 w5,", "w6 w7"]
    # Without the comma, the 2-second pause after w2 is the break.
    texts[5] = " w5"
    paused = [at + (2.0 if i > 2 else 0.0) for i, at in enumerate(evenly)]
    got = follow_sentences(_timed(texts, paused), bound=SentenceBound(seconds=4.0))
    assert [s.text for s in got] == ["w0 w1 w2", "w3 w4 w5 w6 w7"]


def test_segments_without_word_timings_pass_unchanged() -> None:
    bare = Segment(0, 0.0, 4.0, "No word timings here. None.", ())
    got = follow_sentences([_segment(" One", " two."), bare])
    assert [s.text for s in got] == ["One two.", "No word timings here. None."]
    assert [s.id for s in got] == [0, 1]
