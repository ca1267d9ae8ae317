"""Whisper's translation: Spanish and Japanese speech becomes English words with timings."""

from __future__ import annotations

import json
import re

import pytest

from whispy_engine import Engine, EngineError, TranscribeOptions
from whispy_engine._protocol import parse_request

from ._audio import speak
from .test_languages import SAMPLES

# English words a translation of each sample is made of (whispy-base on espeak-ng speech keeps only
# part of the meaning: "Good days. Today we are going to talk about the story of…", "Thank you").
COMMON = {"the", "of", "and", "to", "a", "we", "you", "are", "is", "it"}
ENGLISH_WORDS = {
    "es": COMMON | {"good", "morning", "day", "days", "today", "going", "talk", "about", "city"},
    "ja": COMMON | {"good", "morning", "coffee", "cake", "please", "thank", "very", "much"},
}
# What the untranslated transcript is made of: Spanish words, or Japanese script.
SPOKEN = {
    "es": re.compile(r"\b(buenos|días|hoy|vamos|hablar|historia|ciudad|puentes)\b", re.IGNORECASE),
    "ja": re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]"),
}


@pytest.mark.parametrize("language", sorted(ENGLISH_WORDS))
def test_speech_is_translated_into_english(engine: Engine, language: str) -> None:
    audio = speak(f"lang-{language}", SAMPLES[language], voice=language, speed=140)
    result = engine.transcribe(
        audio, TranscribeOptions(engine="whispy-base", language="auto", task="translate")
    )
    words = [word.text.strip(" .,!?").lower() for s in result.segments for word in s.words]
    print(f"\n{language} → en: {result.text!r}")
    assert result.language == language  # what was spoken, not what was written
    assert len(words) >= 3
    assert sum(word in ENGLISH_WORDS[language] for word in words) >= len(words) / 2
    assert not SPOKEN[language].search(result.text)
    assert all(word.start <= word.end for s in result.segments for word in s.words)


def test_an_unknown_task_is_refused() -> None:
    with pytest.raises(EngineError) as refused:
        TranscribeOptions(task="summarise")
    assert refused.value.code == "bad_request"


def test_the_protocol_carries_the_task() -> None:
    line = {"id": 1, "op": "transcribe", "input": "a.wav", "model": "whispy-base"}
    assert parse_request(json.dumps(line)).options == TranscribeOptions(engine="whispy-base")
    translated = parse_request(json.dumps({**line, "task": "translate"})).options
    assert translated is not None and translated.task == "translate"
    with pytest.raises(EngineError) as refused:
        parse_request(json.dumps({**line, "task": 7}))
    assert refused.value.code == "bad_request"
