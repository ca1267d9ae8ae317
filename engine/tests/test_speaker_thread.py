"""Speaker detection in its own thread beside Whisper: the same speakers, bounded, stoppable."""

from __future__ import annotations

import numpy as np
import pytest

from whispy_engine import Engine
from whispy_engine._decode import SAMPLE_RATE, AudioChunk
from whispy_engine._diarize import SpeakerTracker
from whispy_engine._records import Word
from whispy_engine._speaker_thread import SpeakerThread

from ._audio import decoded
from ._real_speech import looped_call


@pytest.fixture(scope="module")
def call() -> AudioChunk:
    """A minute of the real two-person call."""
    return decoded(looped_call(1).audio)


def _words(chunk: AudioChunk) -> list[Word]:
    return [Word("x", t, t + 0.4, 1.0) for t in np.arange(0.0, chunk.duration - 0.5, 0.5)]


def _split(chunk: AudioChunk, seconds: float) -> tuple[AudioChunk, AudioChunk]:
    cut = round(seconds * SAMPLE_RATE)
    return AudioChunk(0.0, chunk.samples[:cut]), AudioChunk(cut / SAMPLE_RATE, chunk.samples[cut:])


def test_the_thread_finds_the_same_speakers_as_a_tracker_fed_in_line(
    engine: Engine, call: AudioChunk
) -> None:
    in_line = SpeakerTracker(engine._speaker_models())
    in_line.add_chunk(call)
    heard: list[float] = []
    with SpeakerThread(SpeakerTracker(engine._speaker_models()), on_heard=heard.append) as thread:
        # Two chunks cut off the window grid, as the decoder cuts at a quiet moment.
        for chunk in _split(call, 23.4567):
            thread.add_chunk(chunk)
        labels = thread.label_words(_words(call)).words
    assert labels == in_line.label_words(_words(call)).words
    assert len(set(labels)) == 2  # the call's two people
    assert heard == sorted(heard) and heard[-1] == pytest.approx(call.duration)


def test_the_next_chunk_waits_until_the_one_before_is_heard(
    engine: Engine, call: AudioChunk
) -> None:
    # So that a slow speaker pass never holds more than two chunks of a long file.
    heard: list[float] = []
    first, second = _split(call, 30.0)
    with SpeakerThread(SpeakerTracker(engine._speaker_models()), on_heard=heard.append) as thread:
        thread.add_chunk(first)
        thread.add_chunk(second)
        assert heard[-1] >= first.duration
        thread.label_words(_words(call))


def test_leaving_early_stops_the_thread_between_steps(engine: Engine, call: AudioChunk) -> None:
    # A transcription that fails must not leave speaker detection running through the file.
    heard: list[float] = []
    with SpeakerThread(SpeakerTracker(engine._speaker_models()), on_heard=heard.append) as thread:
        thread.add_chunk(call)
    assert max(heard, default=0.0) < call.duration


def test_an_error_in_the_thread_reaches_the_caller(engine: Engine, call: AudioChunk) -> None:
    # Audio that is not audio (a 2-D array) fails inside the thread; the caller must hear of it.
    broken = AudioChunk(0.0, np.zeros((SAMPLE_RATE * 12, 2), np.float32))
    with SpeakerThread(SpeakerTracker(engine._speaker_models())) as thread:
        thread.add_chunk(broken)
        with pytest.raises(ValueError):
            thread.label_words(_words(call))
