"""Model catalogue, store and exports."""

from __future__ import annotations

from pathlib import Path

import pytest

from whispy_engine import EngineError, Segment, Transcript, Word
from whispy_engine._catalog import ENGINES, SPEAKER_MODELS, model_spec
from whispy_engine._formats import render
from whispy_engine._model_choice import choose_model
from whispy_engine._store import find_problems


def test_default_models_are_installed_and_match_their_pinned_hashes() -> None:
    for name in ("tiny.en", "base", SPEAKER_MODELS.name):
        assert find_problems(model_spec(name), check_hashes=True) == []


def test_every_engine_pins_its_weights() -> None:
    for multilingual, english in ENGINES.values():
        for name in filter(None, (multilingual, english)):
            spec = model_spec(name)
            weights = next(f for f in spec.files if f.name == "model.bin")
            assert weights.sha256 and len(weights.sha256) == 64 and spec.revision


def test_english_uses_the_english_model_and_detection_needs_multilingual() -> None:
    assert choose_model("whispy-tiny", "en").name == "tiny.en"
    assert choose_model("whispy-base", None).name == "base"


def test_a_missing_model_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("WHISPY_MODELS_DIR", str(tmp_path))
    with pytest.raises(EngineError) as caught:
        choose_model("whispy-small", "es")
    assert caught.value.code == "model_missing"
    assert "npm run models -- install whispy-small" in caught.value.message


def _transcript() -> Transcript:
    words = (Word("Hello", 0.0, 0.5, 0.9, "SPEAKER_1"), Word("there", 0.5, 1.0, 0.8, "SPEAKER_1"))
    return Transcript(
        engine="whispy-tiny",
        model="tiny.en",
        language="en",
        language_probability=1.0,
        language_source="given",
        duration=3725.5,
        transcribed_seconds=3725.5,
        truncated=False,
        max_seconds=None,
        segments=(
            Segment(0, 0.0, 1.0, "Hello there", words, "SPEAKER_1"),
            Segment(1, 3723.25, 3725.5, "Bye", (), "SPEAKER_2"),
        ),
        speakers=("SPEAKER_1", "SPEAKER_2"),
    )


def test_srt_and_vtt_timestamps_and_speakers() -> None:
    srt = render(_transcript(), "srt")
    assert "2\n01:02:03,250 --> 01:02:05,500\nSPEAKER_2: Bye\n" in srt
    vtt = render(_transcript(), "vtt")
    assert vtt.startswith("WEBVTT\n\n") and "01:02:03.250 --> 01:02:05.500\n<v SPEAKER_2>Bye" in vtt


def test_txt_groups_speaker_turns() -> None:
    assert render(_transcript(), "txt") == "SPEAKER_1: Hello there\n\nSPEAKER_2: Bye\n"
