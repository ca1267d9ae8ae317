"""Media probing: container headers only, never a full decode."""

from __future__ import annotations

from pathlib import Path

from av.stream import Stream

from ._container import open_media
from ._errors import EngineError
from ._records import MediaInfo, StreamInfo

__all__ = ["probe"]

# Leading bytes of containers we accept. When FFmpeg rejects a file that
# starts like one of these, the file is damaged media rather than not media.
_MAGIC = (
    (0, b"RIFF"),
    (0, b"ID3"),
    (0, b"fLaC"),
    (0, b"OggS"),
    (0, b"\x1a\x45\xdf\xa3"),  # Matroska / WebM
    (4, b"ftyp"),  # MP4, M4A, MOV
    (0, b"\xff\xf1"),  # AAC ADTS
    (0, b"\xff\xf9"),
    (0, b"\xff\xfb"),  # MPEG audio
    (0, b"\xff\xf3"),
    (0, b"\xff\xf2"),
    (0, b"FORM"),  # AIFF
    (0, b"#!AMR"),
)

_MICROSECONDS = 1_000_000


def _looks_like_media(path: Path) -> bool:
    with path.open("rb") as handle:
        head = handle.read(16)
    return any(head[offset : offset + len(magic)] == magic for offset, magic in _MAGIC)


def _check_readable(path: Path) -> int:
    if not path.is_file():
        raise EngineError("input_not_found", f"{path.name}: no such file")
    try:
        size = path.stat().st_size
        with path.open("rb"):
            pass
    except OSError as exc:
        reason = f"{path.name}: cannot be read ({exc.strerror})"
        raise EngineError("input_not_found", reason) from exc
    if size == 0:
        raise EngineError("not_media", f"{path.name} is empty")
    return size


def _stream(stream: Stream) -> StreamInfo:
    context = stream.codec_context
    audio = stream.type == "audio"
    return StreamInfo(
        index=stream.index,
        kind=stream.type,
        # The codec's own name ("mp3"), not the decoder's ("mp3float").
        codec=context.codec.canonical_name if context is not None else None,
        channels=getattr(context, "channels", None) if audio else None,
        sample_rate=getattr(context, "sample_rate", None) if audio else None,
    )


def _seconds(stream: Stream) -> float | None:
    if stream.duration is None or stream.time_base is None:
        return None
    seconds = float(stream.duration * stream.time_base)
    return seconds if seconds >= 0 else None


def probe(path: Path) -> MediaInfo:
    """Describe a media file, or raise an EngineError saying why it is unusable."""
    size = _check_readable(path)
    try:
        container = open_media(path)
    except EngineError as error:
        if error.code == "not_media" and _looks_like_media(path):
            raise EngineError(
                "corrupt_media",
                f"{path.name} looks like an audio/video file but cannot be read; "
                "it may be damaged or incomplete",
            ) from error
        raise
    with container:
        streams = tuple(_stream(s) for s in container.streams)
        if not any(s.kind in ("audio", "video") for s in streams):
            raise EngineError(
                "corrupt_media" if _looks_like_media(path) else "not_media",
                f"{path.name} holds no audio or video Whispy can read",
            )
        durations = [_seconds(s) for s in container.streams]
        if container.duration is not None and container.duration >= 0:
            durations.append(container.duration / _MICROSECONDS)
        known = [d for d in durations if d is not None]
        return MediaInfo(
            format=container.format.name,
            duration=max(known) if known else None,
            has_audio=any(s.kind == "audio" for s in streams),
            streams=streams,
            size_bytes=size,
        )
