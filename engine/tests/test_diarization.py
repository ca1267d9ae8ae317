"""Speaker detection on a two-voice conversation, and on a single real voice."""

from __future__ import annotations

import numpy as np
import pytest

from whispy_engine import Engine, TranscribeOptions, Transcript
from whispy_engine._diarize import SpeakerTracker
from whispy_engine._records import Word

from ._audio import Turn, conversation, decoded, jfk_wav
from ._der import word_attribution

VOICES = {
    # A low male American voice against a high female British one.
    "A": ("en-us+m3", 20, 150),
    "B": ("en-gb+f4", 90, 165),
}
TURNS = [
    ("A", "Hello, thanks for coming in today. Did you find the office easily?"),
    ("B", "Yes, the directions were clear, although the traffic on the bridge was slow."),
    ("A", "That bridge is always busy in the morning. Shall we start with your project?"),
    ("B", "Of course. We built a small weather station that reports every ten minutes."),
    ("A", "Interesting. How long does the battery last between charges?"),
    ("B", "About three weeks in summer, and a little less when the nights are cold."),
]
MIN_ATTRIBUTION = 0.9


def attribution(result: Transcript, truth: list[Turn]) -> float:
    return word_attribution(result, [(t.speaker, t.start, t.end) for t in truth])


@pytest.fixture(scope="module")
def dialogue() -> tuple[Transcript, list[Turn], Transcript]:
    audio, truth = conversation("dialogue", TURNS, VOICES)
    engine = Engine(cpu_threads=2)
    plain = engine.transcribe(audio, TranscribeOptions(engine="whispy-tiny", language="en"))
    diarized = engine.transcribe(
        audio, TranscribeOptions(engine="whispy-tiny", language="en", diarize=True)
    )
    return diarized, truth, plain


def test_two_alternating_voices_are_two_speakers(
    dialogue: tuple[Transcript, list[Turn], Transcript],
) -> None:
    result, truth, _ = dialogue
    share = attribution(result, truth)
    print(f"\nspeakers found: {len(result.speakers)}; words attributed correctly: {share:.1%}")
    assert result.speakers == ("SPEAKER_1", "SPEAKER_2")
    assert share >= MIN_ATTRIBUTION


def test_every_word_has_a_speaker_and_segments_do_not_mix_speakers(
    dialogue: tuple[Transcript, list[Turn], Transcript],
) -> None:
    result, _, _ = dialogue
    for segment in result.segments:
        assert segment.speaker in result.speakers
        assert {w.speaker for w in segment.words} == {segment.speaker}


def test_diarization_keeps_the_words(dialogue: tuple[Transcript, list[Turn], Transcript]) -> None:
    diarized, _, plain = dialogue
    assert diarized.text.split() == plain.text.split()
    for segment in diarized.segments:
        assert "".join(w.text for w in segment.words).strip() == segment.text


def test_one_real_voice_is_one_speaker(engine: Engine) -> None:
    result = engine.transcribe(
        jfk_wav(), TranscribeOptions(engine="whispy-tiny", language="en", diarize=True)
    )
    assert result.speakers == ("SPEAKER_1",)


def test_speaker_count_bounds_are_respected(engine: Engine) -> None:
    result = engine.transcribe(
        jfk_wav(),
        TranscribeOptions(engine="whispy-tiny", language="en", diarize=True, min_speakers=2),
    )
    assert len(result.speakers) == 2


def test_speaker_detection_hears_the_same_fed_piece_by_piece_as_whole(engine: Engine) -> None:
    audio, _ = conversation("dialogue", TURNS, VOICES)
    chunk = decoded(audio)
    whole = SpeakerTracker(engine._speaker_models())
    whole.add_chunk(chunk)
    pieces = SpeakerTracker(engine._speaker_models())
    # As Whisper's segments end: uneven steps, one going backwards (nothing to add), then the rest.
    for seconds in (0.7, 3.3, 3.0, 9.15, 14.0):
        pieces.add_until(chunk, seconds)
    pieces.add_chunk(chunk)
    words = [Word("x", t, t + 0.4, 1.0) for t in np.arange(0.0, chunk.duration - 0.5, 0.5)]
    assert pieces.label_words(words).words == whole.label_words(words).words
