"""Properties every transcript must have, checked on real model output."""

from __future__ import annotations

import pytest

from whispy_engine import Engine, EngineError, TranscribeOptions, Transcript

from ._audio import jfk_wav


@pytest.fixture(scope="module")
def transcript(engine: Engine) -> Transcript:
    return engine.transcribe(jfk_wav(), TranscribeOptions(engine="whispy-base"))


def test_timestamps_are_monotonic_and_inside_the_duration(transcript: Transcript) -> None:
    last = 0.0
    for segment in transcript.segments:
        assert 0.0 <= segment.start <= segment.end <= transcript.duration
        for word in segment.words:
            assert last <= word.start <= word.end <= transcript.duration
            assert segment.start <= word.start and word.end <= segment.end
            last = word.end


def test_words_spell_their_segment_with_whispers_spaces(transcript: Transcript) -> None:
    # Editors and subtitle writers join words back into text: the spaces must be in the words.
    for segment in transcript.segments:
        assert "".join(w.text for w in segment.words).strip() == segment.text
        assert all(w.text.startswith(" ") for w in segment.words)


def test_words_carry_probabilities_and_language_is_reported(transcript: Transcript) -> None:
    words = [w for s in transcript.segments for w in s.words]
    assert words and all(0.0 <= w.probability <= 1.0 for w in words)
    assert transcript.language == "en" and transcript.language_source == "detected"
    assert 0.5 < transcript.language_probability <= 1.0
    assert not transcript.truncated and transcript.speakers == ()


@pytest.mark.parametrize("diarize", [False, True])
def test_progress_is_reported_and_reaches_one(engine: Engine, diarize: bool) -> None:
    # With speakers, two threads move the bar (ADR 017): it must still only go forwards.
    seen: list[float] = []
    engine.transcribe(
        jfk_wav(),
        TranscribeOptions(engine="whispy-tiny", language="en", diarize=diarize),
        on_progress=seen.append,
    )
    assert seen[0] == 0.0 and seen[-1] == 1.0
    assert seen == sorted(seen)


@pytest.mark.parametrize(
    ("options", "code", "names"),
    [
        ({"engine": "whispy-huge"}, "unknown_engine", "whispy-tiny"),
        ({"language": "klingon"}, "unknown_language", "ja"),
        ({"max_seconds": -1}, "bad_request", "max_seconds"),
    ],
)
def test_invalid_options_name_the_valid_values(
    options: dict[str, object], code: str, names: str
) -> None:
    with pytest.raises(EngineError) as caught:
        TranscribeOptions(**options)  # type: ignore[arg-type]
    assert caught.value.code == code
    assert names in caught.value.message
