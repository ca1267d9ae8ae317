"""The options of one transcription, validated once at the boundary."""

from __future__ import annotations

from dataclasses import dataclass

from ._catalog import engine_model_names
from ._errors import EngineError
from ._languages import check_language
from ._prompt import check_prompt, check_temperature
from ._vocabulary import check_vocabulary

__all__ = ["DEFAULT_ENGINE", "TranscribeOptions"]

DEFAULT_ENGINE = "whispy-base"
TASKS = ("transcribe", "translate")


@dataclass(frozen=True, kw_only=True)
class TranscribeOptions:
    engine: str = DEFAULT_ENGINE
    language: str | None = None  # None or "auto": detect
    diarize: bool = False
    min_speakers: int | None = None
    max_speakers: int | None = None
    max_seconds: float | None = None  # trial limit: transcribe only the start
    word_timestamps: bool = True
    task: str = "transcribe"  # or "translate": Whisper writes English whatever is spoken
    vocabulary: tuple[str, ...] = ()  # names and jargon to spell as given (ADR 032)
    prompt: str | None = None  # text the speech continues, in its spelling and style (ADR 030)
    temperature: float = 0.0  # where Whisper's fallback schedule starts (ADR 030)

    def __post_init__(self) -> None:
        engine_model_names(self.engine)
        if self.task not in TASKS:
            raise EngineError("bad_request", f"task must be one of: {', '.join(TASKS)}")
        check_language(self.language)
        check_vocabulary(list(self.vocabulary))
        check_prompt(self.prompt)
        check_temperature(self.temperature)
        if self.max_seconds is not None and self.max_seconds <= 0:
            raise EngineError("bad_request", "max_seconds must be a positive number")
        for name in ("min_speakers", "max_speakers"):
            value = getattr(self, name)
            if value is not None and value < 1:
                raise EngineError("bad_request", f"{name} must be at least 1")
        if self.min_speakers and self.max_speakers and self.min_speakers > self.max_speakers:
            raise EngineError("bad_request", "min_speakers is larger than max_speakers")

    @property
    def whisper_language(self) -> str | None:
        return check_language(self.language)
