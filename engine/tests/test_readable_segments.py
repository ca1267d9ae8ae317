"""On real model output, segments are sentences: what a reader sees as rows of the transcript."""

from __future__ import annotations

from pathlib import Path

import pytest

from whispy_engine import Engine, Segment, TranscribeOptions, Transcript
from whispy_engine._sentences import SentenceBound, follow_sentences

from ._audio import jfk_wav, speak
from ._real_speech import real_cases
from ._sentence_breaks import assert_segments_follow_sentences

SENTENCES = {
    "en": [
        "Good morning.",
        "Today we will talk about the history of the city and its old bridges.",
        "Are you ready?",
        "Let us begin.",
    ],
    "es": [
        "Buenos días.",
        "¿Cómo estás?",
        "Hoy vamos a hablar de la historia de la ciudad.",
        "¡Qué bonito es el puente!",
    ],
}


def _transcribed(engine: Engine, audio: Path, options: TranscribeOptions) -> Transcript:
    """The transcript, checked against Whisper's own segments (the live ones) on the way."""
    live: list[Segment] = []
    result = engine.transcribe(audio, options, on_segment=live.append)
    # The same words, text and timings as Whisper gave them; only grouping and speakers differ.
    timed = [(w.text, w.start, w.end, w.probability) for s in live for w in s.words]
    assert [
        (w.text, w.start, w.end, w.probability) for s in result.segments for w in s.words
    ] == timed
    assert_segments_follow_sentences(result.segments, SentenceBound())
    return result


def test_a_real_call_reads_one_sentence_a_row_split_where_the_speaker_changes(
    engine: Engine,
) -> None:
    call = next(case for case in real_cases() if case.name == "call")
    options = TranscribeOptions(engine="whispy-tiny", language="en", diarize=True)
    result = _transcribed(engine, call.audio, options)
    texts = [s.text for s in result.segments]
    print("\n" + "\n".join(f"{s.speaker}: {s.text}" for s in result.segments))
    # Whisper cut "At least, you know, …" after "At"; it is one row now.
    assert any(text.startswith("At least, you know") for text in texts)
    ended = [t for t in texts if t.endswith((".", "?", "!"))]
    changes = sum(
        a.speaker != b.speaker for a, b in zip(result.segments, result.segments[1:], strict=False)
    )
    assert len(texts) <= len(ended) + changes


def test_kennedys_sentence_is_one_row(engine: Engine) -> None:
    result = _transcribed(engine, jfk_wav(), TranscribeOptions(engine="whispy-base"))
    assert len(result.segments) == 1
    assert result.segments[0].text.startswith("And so my fellow Americans")
    assert result.segments[0].text.endswith("country.")


@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_each_spoken_sentence_is_a_row(engine: Engine, language: str) -> None:
    text = " ".join(SENTENCES[language])
    audio = speak(f"sentences-{language}", text, voice=language, speed=140)
    options = TranscribeOptions(engine="whispy-base", language=language)
    result = _transcribed(engine, audio, options)
    print(f"\n{language}: {[s.text for s in result.segments]}")
    assert len(result.segments) == len(SENTENCES[language])
    assert all(s.text.endswith((".", "?", "!")) for s in result.segments)


def test_japanese_without_punctuation_is_cut_within_the_bound(engine: Engine) -> None:
    # Whisper writes espeak-ng's Japanese without 。, so only the bound cuts it: a tight one here.
    text = "おはようございます。コーヒーとケーキをください。ありがとうございます。"
    audio = speak("sentences-ja", text, voice="ja", speed=140)
    result = _transcribed(engine, audio, TranscribeOptions(engine="whispy-base", language="ja"))
    tight = SentenceBound(seconds=1.5, characters=12)
    cut = follow_sentences(result.segments, bound=tight)
    print(f"\nja: {[s.text for s in cut]}")
    assert_segments_follow_sentences(cut, tight)
    assert len(cut) >= 2
    assert "".join(s.text for s in cut) == "".join(s.text for s in result.segments)
