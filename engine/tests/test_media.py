"""Inputs: every common container works; every kind of bad input gets its code."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from whispy_engine import Engine, EngineError, TranscribeOptions

from ._audio import CACHE, convert, jfk_wav, silent_video, with_video

AUDIO_FORMATS = {
    ".mp3": ("-c:a", "libmp3lame"),
    ".m4a": ("-c:a", "aac"),
    ".ogg": ("-c:a", "libvorbis"),
    ".opus": ("-c:a", "libopus"),
    ".flac": ("-c:a", "flac"),
}
VIDEO_FORMATS = {
    ".mp4": ("-c:v", "mpeg4", "-c:a", "aac"),
    ".mov": ("-c:v", "mpeg4", "-c:a", "aac"),
    ".mkv": ("-c:v", "mpeg4", "-c:a", "libvorbis"),
    ".webm": ("-c:v", "libvpx", "-b:v", "50k", "-c:a", "libopus"),
}


def _media(suffix: str) -> Path:
    if suffix == ".wav":
        return jfk_wav()
    if suffix in AUDIO_FORMATS:
        return convert(jfk_wav(), suffix, *AUDIO_FORMATS[suffix])
    return with_video(jfk_wav(), suffix, *VIDEO_FORMATS[suffix])


@pytest.mark.parametrize("suffix", [".wav", *AUDIO_FORMATS, *VIDEO_FORMATS])
def test_probe_reads_headers_of_every_common_format(engine: Engine, suffix: str) -> None:
    info = engine.probe(_media(suffix))
    assert info.has_audio
    assert info.duration is not None and 10.5 < info.duration < 11.5
    kinds = {s.kind for s in info.streams}
    assert ("video" in kinds) == (suffix in VIDEO_FORMATS)


@pytest.mark.parametrize("suffix", [".mp3", ".opus", ".webm", ".mov"])
def test_transcribes_compressed_audio_and_video(engine: Engine, suffix: str) -> None:
    result = engine.transcribe(
        _media(suffix), TranscribeOptions(engine="whispy-tiny", language="en")
    )
    assert "your country" in result.text.lower()


def _write(name: str, data: bytes) -> Path:
    path = CACHE / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def _truncated_mp4() -> Path:
    whole = _media(".mp4").read_bytes()
    # The index (moov atom) of an ffmpeg-written MP4 is at the end: cutting the
    # file in half is what an interrupted upload looks like.
    return _write("truncated.mp4", whole[: len(whole) // 2])


BAD_INPUTS: dict[str, tuple[str, Callable[[], Path]]] = {
    "text file": ("not_media", lambda: _write("notes.txt", b"Meeting notes\n- buy milk\n" * 50)),
    "empty file": ("not_media", lambda: _write("empty.mp3", b"")),
    "random bytes": ("not_media", lambda: _write("random.bin", bytes(range(256)) * 64)),
    "truncated mp4": ("corrupt_media", _truncated_mp4),
    "wav header only": (
        "corrupt_media",
        lambda: _write("header.wav", b"RIFF$\x00\x00\x00WAVEfmt "),
    ),
    "silent video": ("no_audio", silent_video),
    "missing file": ("input_not_found", lambda: CACHE / "does-not-exist.wav"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_inputs_get_distinct_codes(engine: Engine, case: str) -> None:
    code, make = BAD_INPUTS[case]
    path = make()
    with pytest.raises(EngineError) as caught:
        engine.transcribe(path, TranscribeOptions(engine="whispy-tiny", language="en"))
    assert caught.value.code == code
    assert path.name in caught.value.message


def test_a_truncated_wav_is_transcribed_as_far_as_it_goes(engine: Engine) -> None:
    whole = jfk_wav().read_bytes()
    path = _write("truncated.wav", whole[: len(whole) // 2])
    result = engine.transcribe(path, TranscribeOptions(engine="whispy-tiny", language="en"))
    assert "fellow americans" in result.text.lower()


def test_max_seconds_transcribes_only_the_start(engine: Engine) -> None:
    result = engine.transcribe(
        jfk_wav(), TranscribeOptions(engine="whispy-tiny", language="en", max_seconds=4.0)
    )
    assert result.truncated and result.max_seconds == 4.0
    assert result.transcribed_seconds <= 4.0
    assert all(w.end <= 4.0 for s in result.segments for w in s.words)
    assert "your country" not in result.text.lower()
    assert result.duration > 10


def test_probe_reads_headers_without_decoding(engine: Engine, tmp_path: Path) -> None:
    """probe is header-only: a long file probes as fast as a short one."""
    long_file = tmp_path / "long.flac"
    subprocess.run(
        ["sox", "-n", "-r", "16000", "-c", "1", str(long_file), "synth", "900", "sine", "300"],
        check=True,
    )
    info = engine.probe(long_file)
    assert info.duration is not None and abs(info.duration - 900) < 1
