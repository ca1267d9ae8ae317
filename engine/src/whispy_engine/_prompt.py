"""The OpenAI-compatible `prompt` and `temperature` (ADR 030).

The prompt goes to faster-whisper as `initial_prompt`: the "previous text" of the first window of
each piece of audio the engine decodes, which Whisper continues in the same spelling and style. It
is passed as token ids rather than text, so that text such as `<|endoftext|>` cannot become one of
Whisper's control tokens, and only its last MAX_PROMPT_TOKENS count, as OpenAI documents for its
API. The custom vocabulary (ADR 032) is separate: it goes in as hotwords, and both can be given.

The temperature is where Whisper's fallback starts. faster-whisper decodes greedily at 0 and samples
at 0.2, 0.4, … 1.0 while a window's text looks like a loop or a guess; a client's temperature t
starts there and keeps the steps above t, so a window that fails at t can be retried hotter.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from ._errors import EngineError

__all__ = [
    "MAX_PROMPT_CHARS",
    "MAX_PROMPT_TOKENS",
    "check_prompt",
    "check_temperature",
    "prompt_tokens",
    "temperatures",
]

# OpenAI reads the last 224 tokens of a prompt; Whisper's own bound for previous text is 223.
MAX_PROMPT_TOKENS = 223
# A token is at least one character: this bounds the tokenizer's work, not what counts.
MAX_PROMPT_CHARS = 4000
# faster-whisper's default schedule.
_FALLBACK = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)


def check_prompt(raw: object) -> str | None:
    """The protocol's `prompt`: one string of text, without control or invisible characters."""
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise EngineError("bad_request", "'prompt' must be a string")
    if len(raw) > MAX_PROMPT_CHARS:
        raise EngineError("bad_request", f"'prompt' holds at most {MAX_PROMPT_CHARS} characters")
    if any(unicodedata.category(c) in ("Cc", "Cf") for c in raw):
        raise EngineError("bad_request", "'prompt' must not hold control characters")
    return " ".join(raw.split()) or None


def check_temperature(raw: object) -> float:
    """The protocol's `temperature`: 0 to 1; absent is 0 (faster-whisper's full fallback)."""
    if raw is None:
        return 0.0
    # bool is an int in Python; a JSON `true` is not a temperature.
    if isinstance(raw, bool) or not isinstance(raw, int | float) or not 0 <= raw <= 1:
        raise EngineError("bad_request", "'temperature' must be a number from 0 to 1")
    return float(raw)


def temperatures(start: float) -> tuple[float, ...]:
    """The fallback schedule from `start`: faster-whisper's own, without the steps below `start`."""
    return (start, *(step for step in _FALLBACK if step > start))


def prompt_tokens(
    prompt: str, encode: Callable[[str], list[int]], *, special_from: int
) -> list[int] | None:
    """The prompt's last MAX_PROMPT_TOKENS tokens, Whisper's control tokens left out."""
    tokens = [t for t in encode(" " + prompt) if t < special_from]
    return tokens[-MAX_PROMPT_TOKENS:] or None
