"""Media probing with ffprobe: container headers only, never a full decode."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from ._errors import EngineError
from ._records import MediaInfo, StreamInfo

__all__ = ["probe"]

_PROBE_TIMEOUT_S = 30

# Leading bytes of containers we accept. When ffprobe rejects a file that
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

# Formats ffprobe will "recognise" in arbitrary text or bytes.
_NON_MEDIA_FORMATS = {"tty", "txt", "image2", "png_pipe", "jpeg_pipe", "gif", "svg_pipe"}


def _looks_like_media(path: Path) -> bool:
    with path.open("rb") as handle:
        head = handle.read(16)
    return any(head[offset : offset + len(magic)] == magic for offset, magic in _MAGIC)


def _check_readable(path: Path) -> int:
    if not path.is_file():
        raise EngineError("input_not_found", f"{path}: no such file")
    try:
        size = path.stat().st_size
        with path.open("rb"):
            pass
    except OSError as exc:
        raise EngineError("input_not_found", f"{path}: cannot be read ({exc.strerror})") from exc
    if size == 0:
        raise EngineError("not_media", f"{path.name} is empty")
    return size


def _run_ffprobe(path: Path) -> dict[str, Any] | None:
    try:
        completed = subprocess.run(
            [
                "ffprobe",
                "-v",
                "error",
                "-print_format",
                "json",
                "-show_format",
                "-show_streams",
                str(path),
            ],
            capture_output=True,
            timeout=_PROBE_TIMEOUT_S,
            check=False,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return None
    if completed.returncode != 0:
        return None
    try:
        parsed: dict[str, Any] = json.loads(completed.stdout or b"{}")
    except ValueError:
        return None
    return parsed


def _float(value: object) -> float | None:
    try:
        number = float(str(value))
    except ValueError:
        return None
    return number if number >= 0 else None


def _stream(raw: dict[str, Any]) -> StreamInfo:
    rate = raw.get("sample_rate")
    return StreamInfo(
        index=int(raw.get("index", 0)),
        kind=str(raw.get("codec_type", "unknown")),
        codec=raw.get("codec_name"),
        channels=raw.get("channels"),
        sample_rate=int(rate) if rate else None,
    )


def probe(path: Path) -> MediaInfo:
    """Describe a media file, or raise an EngineError saying why it is unusable."""
    size = _check_readable(path)
    report = _run_ffprobe(path)
    fmt = (report or {}).get("format", {})
    format_name = str(fmt.get("format_name", ""))
    streams = tuple(_stream(s) for s in (report or {}).get("streams", []))
    real_streams = [s for s in streams if s.kind in ("audio", "video")]
    if report is None or not real_streams or format_name in _NON_MEDIA_FORMATS:
        if _looks_like_media(path):
            raise EngineError(
                "corrupt_media",
                f"{path.name} looks like an audio/video file but cannot be read; "
                "it may be damaged or incomplete",
            )
        raise EngineError("not_media", f"{path.name} is not an audio or video file Whispy can read")
    has_audio = any(s.kind == "audio" for s in streams)
    durations = [_float(fmt.get("duration"))] + [
        _float(s.get("duration")) for s in (report or {}).get("streams", [])
    ]
    known = [d for d in durations if d is not None]
    return MediaInfo(
        format=format_name,
        duration=max(known) if known else None,
        has_audio=has_audio,
        streams=streams,
        size_bytes=size,
    )
