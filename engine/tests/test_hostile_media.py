"""Hostile uploads: refused with a reason, or transcribed within their limit; never the victim."""

from __future__ import annotations

import time
from pathlib import Path

import av
import pytest

from whispy_engine import Engine, EngineError, TranscribeOptions

from .hostile_media import ATTACKER_TEXT, VICTIM_WORDS, Case, build_corpus, victim_wav

VICTIM = "01JVICTIMRECORDING000000000"
# Not a timed test: a bound far above any honest run on a loaded machine, that a hang cannot meet.
HANG_SECONDS = 120


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Case, Path]]:
    """Each case written beside the victim's recording, as uploads sit in the local media store."""
    directory = tmp_path_factory.mktemp("media")
    (directory / VICTIM).write_bytes(victim_wav())
    cases = {}
    for case in build_corpus(VICTIM):
        path = directory / case.name
        path.write_bytes(case.data)
        cases[case.name] = (case, path)
    return cases


CASE_NAMES = sorted(case.name for case in build_corpus(VICTIM))


def _hears_victim(text: str) -> bool:
    return any(word in text.lower() for word in VICTIM_WORDS)


def test_without_the_allowlists_ffmpeg_would_read_the_victim(
    corpus: dict[str, tuple[Case, Path]],
) -> None:
    """The corpus has teeth: FFmpeg's own guess opens the concat list and decodes the victim."""
    _, path = corpus["concat-list.mp3"]
    with av.open(str(path)) as container:
        assert container.format.name == "concat"
        samples = sum(frame.samples for frame in container.decode(audio=0))
    assert samples > 0


@pytest.mark.parametrize("name", CASE_NAMES)
def test_hostile_media_is_refused_or_bounded(
    engine: Engine, corpus: dict[str, tuple[Case, Path]], name: str
) -> None:
    case, path = corpus[name]
    started = time.monotonic()
    options = TranscribeOptions(
        engine="whispy-tiny", language="en", max_seconds=case.limit_seconds or 30.0
    )
    try:
        result = engine.transcribe(path, options)
    except EngineError as error:
        assert case.expect in ("refused", "either"), f"{name} was refused: {error.message}"
        assert error.code in case.codes, f"{name}: {error.code} {error.message}"
        with pytest.raises(EngineError):
            engine.peaks(path, max_seconds=60)
    else:
        assert case.expect in ("transcribed", "either"), f"{name} was transcribed"
        assert case.limit_seconds is not None
        assert result.transcribed_seconds <= case.limit_seconds
        assert result.truncated == case.cut
        assert not _hears_victim(result.text), result.text
        waveform = engine.peaks(path, max_seconds=case.limit_seconds)
        assert waveform.duration <= case.limit_seconds
    assert time.monotonic() - started < HANG_SECONDS


def test_a_polyglot_is_transcribed_as_the_audio_it_carries(
    engine: Engine, corpus: dict[str, tuple[Case, Path]]
) -> None:
    _, path = corpus["polyglot-trailer.mp3"]
    result = engine.transcribe(path, TranscribeOptions(engine="whispy-tiny", language="en"))
    assert "weather" in result.text.lower(), (result.text, ATTACKER_TEXT)


def test_an_understated_length_costs_no_more_than_the_limit(
    engine: Engine, corpus: dict[str, tuple[Case, Path]]
) -> None:
    _, path = corpus["understated.mp3"]
    info = engine.probe(path)
    assert info.duration is not None and info.duration < 40  # the lie the headers tell
    result = engine.transcribe(
        path, TranscribeOptions(engine="whispy-tiny", language="en", max_seconds=60)
    )
    assert result.truncated and result.transcribed_seconds == pytest.approx(60, abs=0.01)
    # What was decoded is more true than the headers: the duration says at least that much.
    assert result.duration >= 60


def test_headers_that_promise_hours_are_read_as_such_and_decoded_as_far_as_they_go(
    engine: Engine, corpus: dict[str, tuple[Case, Path]]
) -> None:
    case, path = corpus["claims-100-hours.mp3"]
    info = engine.probe(path)
    assert info.duration == pytest.approx(case.claims_seconds, rel=0.01)
    result = engine.transcribe(
        path, TranscribeOptions(engine="whispy-tiny", language="en", max_seconds=60)
    )
    assert not result.truncated and result.transcribed_seconds < 1.1
    assert result.warnings  # it ended long before its headers said
