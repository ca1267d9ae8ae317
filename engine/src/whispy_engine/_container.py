"""Opening untrusted media: FFmpeg (inside PyAV) reading local files as real containers only.

Left to itself FFmpeg guesses a file's format from its bytes, and several of the
formats it can guess are lists of other inputs: a two-line text file is a concat
list naming another file beside it, an .m3u8 names URLs, an SDP file opens
network streams, an image2 pattern reads a directory. Every file a user uploads
is therefore opened with two FFmpeg options set explicitly:

- `protocol_whitelist=file`: whatever a demuxer asks to open, only local files;
- `format_whitelist`: only the demuxers of real audio and video containers below.
  None of them opens a second input (mov's external data references stay off,
  as they are by default).

Callers also open each job's media from a private copy in a directory of its own,
so even a demuxer that slipped through would find nothing else to read.
"""

from __future__ import annotations

from pathlib import Path

import av
from av.container import InputContainer

from ._errors import EngineError

__all__ = ["ALLOWED_DEMUXERS", "open_media"]

# Demuxers (FFmpeg's short names) of containers people record and share speech in.
ALLOWED_DEMUXERS = frozenset(
    {
        "aac",  # ADTS AAC
        "ac3",
        "aiff",
        "amr",
        "amrnb",
        "amrwb",
        "asf",  # WMA, WMV
        "au",
        "avi",
        "caf",  # Apple Core Audio
        "eac3",
        "flac",
        "flv",
        "matroska",  # MKV, WebM
        "mov",  # MP4, M4A, MOV, 3GP
        "mp3",
        "mpeg",  # MPEG program streams (VOB)
        "mpegts",  # MTS, M2TS, TS
        "ogg",  # Vorbis, Opus, Speex
        "w64",
        "wav",  # WAV, RF64
        "wv",  # WavPack
    }
)

_OPTIONS = {
    "protocol_whitelist": "file",
    "format_whitelist": ",".join(sorted(ALLOWED_DEMUXERS)),
}


def open_media(path: Path, *, demuxer: str | None = None) -> InputContainer:
    """Open `path` for reading, with `demuxer` forced when a probe has already named it.

    Raises EngineError `input_not_found` when the file cannot be opened, and
    `not_media` when FFmpeg refuses it (not a container on the list, or no
    container at all); the caller may refine the latter by looking at the bytes.
    """
    try:
        return av.open(str(path), "r", format=demuxer, options=_OPTIONS, metadata_errors="ignore")
    except (FileNotFoundError, PermissionError, IsADirectoryError) as exc:
        raise EngineError("input_not_found", f"{path.name}: cannot be read") from exc
    except (av.FFmpegError, ValueError, UnicodeDecodeError) as exc:
        raise EngineError(
            "not_media", f"{path.name} is not an audio or video file Whispy can read"
        ) from exc
