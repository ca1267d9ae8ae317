"""Typed, immutable result records and their JSON shape."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

__all__ = ["MediaInfo", "Segment", "StreamInfo", "Transcript", "Voice", "Word"]


@dataclass(frozen=True)
class StreamInfo:
    index: int
    kind: str  # "audio" | "video" | "subtitle" | "data" | …
    codec: str | None
    channels: int | None = None
    sample_rate: int | None = None


@dataclass(frozen=True)
class MediaInfo:
    """What `probe` learns from container headers, without decoding."""

    format: str
    duration: float | None
    has_audio: bool
    streams: tuple[StreamInfo, ...]
    size_bytes: int

    @property
    def demuxer(self) -> str:
        """The demuxer that read the headers, to be forced when the file is decoded."""
        return self.format.split(",")[0]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Word:
    text: str
    start: float
    end: float
    probability: float
    speaker: str | None = None


@dataclass(frozen=True)
class Segment:
    id: int
    start: float
    end: float
    text: str
    words: tuple[Word, ...]
    speaker: str | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Voice:
    """One speaker's voice: the unit-length centroid of its CAM++ vectors (192 floats), never audio.

    Vectors of the same person in two recordings point the same way (cosine near 1), so a workspace
    can keep them as voice profiles and recognise that person later.
    """

    speaker: str
    embedding: tuple[float, ...]


@dataclass(frozen=True)
class Transcript:
    """The result of one transcription; `to_json` is the protocol's `result`."""

    engine: str
    model: str
    language: str
    language_probability: float
    language_source: str  # "given" | "detected"
    duration: float  # of the media
    transcribed_seconds: float  # audio actually transcribed
    truncated: bool  # True when max_seconds stopped decoding before the media ended
    max_seconds: float | None
    segments: tuple[Segment, ...]
    speakers: tuple[str, ...] = ()
    voices: tuple[Voice, ...] = ()  # one per speaker that had enough clean speech to embed
    warnings: tuple[str, ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def text(self) -> str:
        return " ".join(s.text.strip() for s in self.segments if s.text.strip())
