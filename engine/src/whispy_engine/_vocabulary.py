"""Custom vocabulary: names and jargon that Whisper should spell as given (ADR 032).

The words go to faster-whisper as `hotwords`. faster-whisper puts them after `<|startofprev|>` in
the prompt of every 30-second window, before the previous window's text (which it cuts to the last
223 tokens), so unlike `initial_prompt` they never slide out of a long recording. Whisper's decoder
holds 448 tokens in all: the hotwords, the previous text, the start tokens and the new window's
text. The words are therefore cut to a token budget small enough to leave the new text its room;
entries past the budget are left out whole, never cut mid-word.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence

from ._errors import EngineError

__all__ = ["MAX_ENTRIES", "MAX_ENTRY_CHARS", "MAX_HOTWORD_TOKENS", "check_vocabulary", "hotwords"]

MAX_ENTRIES = 200
MAX_ENTRY_CHARS = 60
# 448 decoder tokens - 223 of previous text - 4 start tokens leaves 221; 64 of them for the words
# keeps 157 for a window's own text, more than 30 s of fast speech with timestamps takes.
MAX_HOTWORD_TOKENS = 64


def _has_control(text: str) -> bool:
    # Cc: C0/C1 controls (newlines, NUL, escape); Cf: invisible formatting such as bidi overrides.
    return any(unicodedata.category(c) in ("Cc", "Cf") for c in text)


def check_vocabulary(raw: object) -> tuple[str, ...]:
    """The protocol's `vocabulary`: a list of short one-line strings, duplicates dropped."""
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(isinstance(w, str) for w in raw):
        raise EngineError("bad_request", "'vocabulary' must be a list of strings")
    if len(raw) > MAX_ENTRIES:
        raise EngineError("bad_request", f"'vocabulary' holds at most {MAX_ENTRIES} entries")
    words: dict[str, str] = {}
    for entry in raw:
        word = " ".join(entry.split())
        if len(word) > MAX_ENTRY_CHARS or _has_control(entry):
            raise EngineError(
                "bad_request",
                f"vocabulary entries are one line of at most {MAX_ENTRY_CHARS} characters",
            )
        if word:
            words.setdefault(word.casefold(), word)
    return tuple(words.values())


def hotwords(
    words: Sequence[str], encode: Callable[[str], list[int]], *, special_from: int
) -> str | None:
    """The words as one hotword string within MAX_HOTWORD_TOKENS, in the order given.

    `encode` is the model's tokenizer, which turns text such as `<|endoftext|>` into Whisper's
    control tokens (id `special_from` and above): a word that does so is dropped, as it would end
    or steer the decoding instead of naming something.
    """
    kept: list[str] = []
    used = 0
    for word in words:
        tokens = encode(" " + word + ",")
        if any(t >= special_from for t in tokens):
            continue
        if used + len(tokens) > MAX_HOTWORD_TOKENS:
            break
        kept.append(word)
        used += len(tokens)
    return ", ".join(kept) if kept else None
