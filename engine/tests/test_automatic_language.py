"""Automatic language on an engine whose multilingual model is not installed (ADR 026).

A fresh install has tiny.en and base: whispy-tiny with automatic language must still work, English
on tiny.en and other languages on base, and the transcript must say which model ran.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from whispy_engine import Engine, EngineError, TranscribeOptions
from whispy_engine._catalog import model_spec
from whispy_engine._model_choice import choose_model, language_detector, model_for_detected

from ._audio import JFK_TEXT, jfk_wav, speak
from ._wer import cer, wer

SPOKEN = {
    "es": "Buenos días. Hoy vamos a hablar de la historia de la ciudad y de sus puentes antiguos.",
    "ja": "おはようございます。コーヒーとケーキをください。ありがとうございます。",
}
# The same bars as test_languages.py: base transcribes these, whatever engine was asked for.
MAX_ERROR = {"es": 0.35, "ja": 0.5}


def test_english_speech_runs_on_the_english_model(engine: Engine) -> None:
    result = engine.transcribe(jfk_wav(), TranscribeOptions(engine="whispy-tiny", language="auto"))
    assert (result.engine, result.model) == ("whispy-tiny", "tiny.en")
    assert (result.language, result.language_source) == ("en", "detected")
    assert wer(JFK_TEXT, result.text) <= 0.2


@pytest.mark.parametrize("language", sorted(SPOKEN))
def test_other_languages_run_on_the_installed_multilingual_model(
    engine: Engine, language: str
) -> None:
    audio = speak(f"lang-{language}", SPOKEN[language], voice=language, speed=140)
    result = engine.transcribe(audio, TranscribeOptions(engine="whispy-tiny", language="auto"))
    score = (cer if language == "ja" else wer)(SPOKEN[language], result.text)
    assert (result.engine, result.model) == ("whispy-tiny", "base")
    assert (result.language, result.language_source) == (language, "detected")
    assert score <= MAX_ERROR[language]


def test_a_given_language_the_engine_lacks_is_refused_with_the_install_command() -> None:
    with pytest.raises(EngineError) as caught:
        choose_model("whispy-tiny", "es")
    assert caught.value.code == "model_missing"
    assert "npm run models -- install whispy-tiny" in caught.value.message


def _install(models: Path, *names: str) -> None:
    """Files of the pinned sizes (sparse): enough for the store to count a model as installed."""
    for name in names:
        spec = model_spec(name)
        for file in spec.files:
            path = models / spec.directory / file.name
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as handle:
                handle.truncate(file.size)


def test_the_smallest_multilingual_model_detects_and_the_nearest_one_transcribes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("WHISPY_MODELS_DIR", str(tmp_path))
    _install(tmp_path, "tiny.en", "medium.en", "base", "small")
    detector = language_detector("whispy-medium")
    assert detector is not None and detector.name == "base"
    assert model_for_detected("whispy-medium", "en").name == "medium.en"
    assert model_for_detected("whispy-medium", "es").name == "small"
    assert model_for_detected("whispy-tiny", "es").name == "base"
    # An engine with its own multilingual model detects by itself.
    assert language_detector("whispy-base") is None


def test_automatic_language_without_any_multilingual_model_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("WHISPY_MODELS_DIR", str(tmp_path))
    _install(tmp_path, "tiny.en")
    with pytest.raises(EngineError) as caught:
        language_detector("whispy-tiny")
    assert caught.value.code == "model_missing"
    assert "npm run models -- install whispy-tiny" in caught.value.message
