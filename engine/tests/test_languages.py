"""Language detection and accuracy on synthetic English, Spanish and Japanese."""

from __future__ import annotations

import pytest

from whispy_engine import Engine, TranscribeOptions

from ._audio import speak
from ._wer import cer, wer

SAMPLES = {
    "en": "Good morning. Today we will talk about the history of the city and its old bridges.",
    "es": "Buenos días. Hoy vamos a hablar de la historia de la ciudad y de sus puentes antiguos.",
    "ja": "おはようございます。コーヒーとケーキをください。ありがとうございます。",
}
# Error bars for espeak-ng speech with whispy-base. Japanese is scored by
# characters (no spaces); espeak-ng cannot read kanji, so the Japanese text is
# kana only, and its voice is the least natural of the three, so it gets the
# loosest bar; all three only need to be recognisably right.
MAX_ERROR = {"en": 0.25, "es": 0.35, "ja": 0.5}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_language_is_detected_and_transcribed(engine: Engine, language: str) -> None:
    audio = speak(f"lang-{language}", SAMPLES[language], voice=language, speed=140)
    result = engine.transcribe(audio, TranscribeOptions(engine="whispy-base", language="auto"))
    score = (cer if language == "ja" else wer)(SAMPLES[language], result.text)
    metric = "CER" if language == "ja" else "WER"
    print(
        f"\n{language}: detected {result.language} (p={result.language_probability:.2f}), "
        f"{metric} {score:.1%}: {result.text!r}"
    )
    assert result.language_source == "detected"
    assert result.language == language
    assert score <= MAX_ERROR[language]
