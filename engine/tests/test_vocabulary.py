"""Custom vocabulary: bounds at the protocol, and the hotwords that reach Whisper (ADR 032)."""

from __future__ import annotations

import json

import pytest
from faster_whisper import WhisperModel

from whispy_engine import Engine
from whispy_engine._catalog import model_spec
from whispy_engine._errors import EngineError
from whispy_engine._options import TranscribeOptions
from whispy_engine._protocol import parse_request
from whispy_engine._store import model_path
from whispy_engine._vocabulary import MAX_HOTWORD_TOKENS, check_vocabulary, hotwords

from ._named_speech import named_speech, names_missed


def _request(vocabulary: object) -> str:
    body = {"id": 1, "op": "transcribe", "input": "/x.wav", "vocabulary": vocabulary}
    return json.dumps(body)


@pytest.fixture(scope="module")
def tokenizer_of_base() -> WhisperModel:
    return WhisperModel(str(model_path(model_spec("base"))), device="cpu", compute_type="int8")


def _encode(model: WhisperModel):  # type: ignore[no-untyped-def]
    return lambda text: model.hf_tokenizer.encode(text, add_special_tokens=False).ids


def test_the_protocol_keeps_words_in_order_once_each_with_spaces_collapsed() -> None:
    request = parse_request(_request(["  Anne   Marie ", "Sheila", "anne marie", "", "שלום", "🦜"]))
    assert request.options is not None
    assert request.options.vocabulary == ("Anne Marie", "Sheila", "שלום", "🦜")
    assert parse_request(_request(None)).options.vocabulary == ()  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "hostile",
    [
        "Sheila",
        [1, 2],
        ["two\nlines"],
        ["nul\u0000"],
        ["bidi\u202eoverride"],
        ["zero\u200bwidth"],
        ["x" * 61],
        ["word"] * 201,
        {"a": "b"},
    ],
)
def test_the_protocol_refuses_hostile_vocabulary(hostile: object) -> None:
    with pytest.raises(EngineError) as refused:
        parse_request(_request(hostile))
    assert refused.value.code == "bad_request"


def test_entries_at_the_bounds_pass() -> None:
    assert len(check_vocabulary([f"w{i}" for i in range(200)])) == 200
    assert check_vocabulary(["x" * 60]) == ("x" * 60,)


def test_hotwords_stay_within_the_token_budget_and_never_cut_a_word(
    tokenizer_of_base: WhisperModel,
) -> None:
    words = [f"Terminology{i} Kubernetes" for i in range(200)]
    joined = hotwords(words, _encode(tokenizer_of_base), special_from=50257)
    assert joined is not None
    kept = joined.split(", ")
    assert kept == words[: len(kept)]
    assert 0 < len(kept) < 200
    assert len(_encode(tokenizer_of_base)(" " + joined)) <= MAX_HOTWORD_TOKENS


def test_words_that_spell_whispers_control_tokens_are_dropped(
    tokenizer_of_base: WhisperModel,
) -> None:
    eot = tokenizer_of_base.hf_tokenizer.token_to_id("<|endoftext|>")
    words = ["<|endoftext|>", "Sheila <|ja|>", "<|notimestamps|>", "Diane"]
    assert hotwords(words, _encode(tokenizer_of_base), special_from=eot) == "Diane"
    assert hotwords(["<|endoftext|>"], _encode(tokenizer_of_base), special_from=eot) is None


@pytest.mark.parametrize("case_name", ["council-2021-07-26", "wentworth-es"])
def test_a_name_the_model_misspells_comes_out_right_with_the_glossary(
    engine: Engine, case_name: str
) -> None:
    case = next(c for c in named_speech() if c.name == case_name)

    def text(vocabulary: tuple[str, ...]) -> str:
        options = TranscribeOptions(
            engine="whispy-base", language=case.language, vocabulary=vocabulary
        )
        return " ".join(s.text for s in engine.transcribe(case.audio, options).segments)

    without, with_glossary = text(()), text(case.glossary)
    assert names_missed(case.names, without) > 0, without
    assert names_missed(case.names, with_glossary) < names_missed(case.names, without)
    misspelled = {"council-2021-07-26": "Mosqueda", "wentworth-es": "Wentworth"}[case_name]
    assert misspelled not in without
    assert misspelled in with_glossary
