"""The OpenAI-compatible prompt and temperature: the protocol's bounds, and what reaches Whisper."""

from __future__ import annotations

import json

import pytest
from faster_whisper import WhisperModel

from whispy_engine import Engine
from whispy_engine._catalog import model_spec
from whispy_engine._errors import EngineError
from whispy_engine._options import TranscribeOptions
from whispy_engine._prompt import MAX_PROMPT_TOKENS, prompt_tokens, temperatures
from whispy_engine._protocol import parse_request
from whispy_engine._store import model_path

from ._audio import speak


def _request(**fields: object) -> str:
    return json.dumps({"id": 1, "op": "transcribe", "input": "/x.wav", **fields})


@pytest.fixture(scope="module")
def tiny() -> WhisperModel:
    return WhisperModel(str(model_path(model_spec("tiny.en"))), device="cpu", compute_type="int8")


def _encode(model: WhisperModel):  # type: ignore[no-untyped-def]
    return lambda text: model.hf_tokenizer.encode(text, add_special_tokens=False).ids


def test_the_protocol_takes_a_prompt_and_a_temperature() -> None:
    options = parse_request(_request(prompt="  Siobhan   and\u00a0Niamh ", temperature=0.4)).options
    assert options is not None
    assert options.prompt == "Siobhan and Niamh"
    assert options.temperature == 0.4
    absent = parse_request(_request()).options
    assert absent is not None
    assert (absent.prompt, absent.temperature) == (None, 0.0)
    assert parse_request(_request(prompt="   ")).options.prompt is None  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "hostile",
    [
        {"prompt": 42},
        {"prompt": ["a"]},
        {"prompt": "two\nlines"},
        {"prompt": "nul\u0000"},
        {"prompt": "bidi\u202eoverride"},
        {"prompt": "x" * 4001},
        {"temperature": -0.1},
        {"temperature": 1.01},
        {"temperature": "0.5"},
        {"temperature": True},
        {"temperature": float("nan")},
    ],
)
def test_the_protocol_refuses_hostile_prompts_and_temperatures(hostile: dict[str, object]) -> None:
    with pytest.raises(EngineError) as refused:
        parse_request(_request(**hostile))
    assert refused.value.code == "bad_request"


def test_the_fallback_schedule_starts_at_the_temperature_and_keeps_the_hotter_steps() -> None:
    assert temperatures(0.0) == (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
    assert temperatures(0.5) == (0.5, 0.6, 0.8, 1.0)
    assert temperatures(1.0) == (1.0,)


def test_only_the_prompts_last_tokens_count_and_control_tokens_never_reach_whisper(
    tiny: WhisperModel,
) -> None:
    eot = tiny.hf_tokenizer.token_to_id("<|endoftext|>")
    long_prompt = " ".join(f"word{i}" for i in range(400)) + " Siobhan"
    kept = prompt_tokens(long_prompt, _encode(tiny), special_from=eot)
    assert kept is not None
    assert len(kept) == MAX_PROMPT_TOKENS
    assert tiny.hf_tokenizer.decode(kept).endswith(" Siobhan")
    hostile = prompt_tokens("<|endoftext|><|ja|> Niamh", _encode(tiny), special_from=eot)
    assert hostile is not None
    assert all(token < eot for token in hostile)


def test_a_prompt_gives_a_name_the_spelling_it_shows(engine: Engine) -> None:
    audio = speak("prompt-names", "Please welcome Siobhan to the meeting.", voice="en", speed=150)

    def text(prompt: str | None) -> str:
        options = TranscribeOptions(engine="whispy-tiny", language="en", prompt=prompt)
        return " ".join(s.text for s in engine.transcribe(audio, options).segments)

    without = text(None)
    assert "Siobhan" not in without
    assert "Siobhan" in text("Siobhan chairs the meeting.")


def test_a_temperature_reaches_whisper_and_zero_stays_deterministic(engine: Engine) -> None:
    audio = speak("prompt-names", "Please welcome Siobhan to the meeting.", voice="en", speed=150)

    def texts(temperature: float) -> set[str]:
        options = TranscribeOptions(engine="whispy-tiny", language="en", temperature=temperature)
        return {
            " ".join(s.text for s in engine.transcribe(audio, options).segments) for _ in range(6)
        }

    assert len(texts(0.0)) == 1
    # Sampling at 1.0 spells the unknown name a different way nearly every time (three in three
    # runs when this was written); six identical answers would mean the temperature was ignored.
    assert len(texts(1.0)) > 1
