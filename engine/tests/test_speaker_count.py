"""The automatic speaker count on long recordings and with three voices.

The long conversation is the benchmark's (bench/engine/run.py), built by the
same builder: on it, whispy-tiny once found three speakers for two voices.
"""

from __future__ import annotations

import sys
from pathlib import Path

from whispy_engine import Engine, TranscribeOptions, Transcript

from ._audio import Turn, conversation, duration_of
from .test_diarization import MIN_ATTRIBUTION, attribution

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench" / "engine"))

from run import GAP_SECONDS, MIN_SECONDS, TURNS, VOICES

THREE_VOICES = {
    "A": VOICES["A"],
    "B": VOICES["B"],
    # A Caribbean-accented Klatt voice.
    "C": ("en-029+klatt", 55, 130),
}
THREE_TURNS = [
    ("A", "Good evening, and welcome to the neighbourhood meeting about the new library."),
    ("B", "Thank you. I want to ask when the building work is going to start."),
    ("C", "The council has approved the plan, so the builders arrive next spring."),
    ("A", "Will the old reading room stay open while they work?"),
    ("B", "That matters to me, because my children study there every afternoon."),
    ("C", "Yes, it stays open, and we will add a quiet room for students in the autumn."),
    ("A", "How much will the project cost the town in the end?"),
    ("B", "And who decides which books go on the new shelves?"),
    ("C", "The budget is fixed, and the librarians choose the books with a reader panel."),
]


def _diarize(engine: Engine, audio: Path) -> Transcript:
    options = TranscribeOptions(engine="whispy-tiny", language="en", diarize=True)
    return engine.transcribe(audio, options)


def _report(label: str, result: Transcript, truth: list[Turn]) -> float:
    share = attribution(result, truth)
    print(
        f"\n{label}: {truth[-1].end:.0f} s, {len(result.speakers)} speakers found "
        f"for {len({t.speaker for t in truth})} voices; "
        f"words attributed correctly: {share:.1%}"
    )
    return share


def test_long_two_voice_conversation_is_two_speakers(engine: Engine) -> None:
    once, _ = conversation("parks", TURNS, VOICES, GAP_SECONDS)
    repeats = int(MIN_SECONDS // duration_of(once)) + 1
    audio, truth = conversation("parks", TURNS, VOICES, GAP_SECONDS, repeats=repeats)
    result = _diarize(engine, audio)
    share = _report("benchmark conversation", result, truth)
    assert result.speakers == ("SPEAKER_1", "SPEAKER_2")
    assert share >= MIN_ATTRIBUTION


def test_long_single_voice_is_one_speaker(engine: Engine) -> None:
    monologue = [("A", text) for _, text in TURNS]
    audio, truth = conversation("monologue", monologue, VOICES, GAP_SECONDS, repeats=2)
    result = _diarize(engine, audio)
    _report("one voice", result, truth)
    assert result.speakers == ("SPEAKER_1",)


def test_three_clearly_different_voices_are_three_speakers(engine: Engine) -> None:
    audio, truth = conversation("three-voices", THREE_TURNS, THREE_VOICES)
    result = _diarize(engine, audio)
    share = _report("three voices", result, truth)
    assert len(result.speakers) == 3
    assert share >= MIN_ATTRIBUTION
