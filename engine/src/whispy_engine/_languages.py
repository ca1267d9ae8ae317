"""Language codes accepted by the engine: Whisper's own list, plus "auto"."""

from __future__ import annotations

from faster_whisper.tokenizer import _LANGUAGE_CODES

from ._errors import EngineError

__all__ = ["AUTO", "LANGUAGES", "check_language"]

AUTO = "auto"
LANGUAGES: tuple[str, ...] = tuple(sorted(_LANGUAGE_CODES))


def check_language(language: str | None) -> str | None:
    """Return the code to pass to Whisper, or None for detection."""
    if language in (None, "", AUTO):
        return None
    if language not in LANGUAGES:
        raise EngineError(
            "unknown_language",
            f"unknown language {language!r}; use 'auto' or one of: {', '.join(LANGUAGES)}",
        )
    return language
