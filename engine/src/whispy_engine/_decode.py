"""Streaming decode of a probed file's first audio stream to mono float32.

What is decoded, not what the headers claim, is what counts: decoding stops
once `max_seconds` of audio have come out, whatever length the probe reported,
and the decoder says whether the media went on past that point. A file whose
headers understate its length (an MP3 without a Xing header, say) therefore
costs no more than the limit.

For transcription, audio arrives in chunks of at most `chunk_seconds`; each
chunk ends at the quietest moment of its last few seconds, so that a word is
rarely cut in two. Memory stays bounded by the chunk size whatever the length.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import av
import numpy as np
from av.audio.frame import AudioFrame
from numpy.typing import NDArray

from ._container import open_media
from ._errors import EngineError

__all__ = ["SAMPLE_RATE", "AudioChunk", "AudioDecoder"]

SAMPLE_RATE = 16_000
_SEARCH_SECONDS = 5.0  # where to look for a quiet cut before a chunk ends
_FRAME = 400  # 25 ms energy frames for the cut search
# A stream whose packets keep failing is not worth decoding further: stop after
# this many failures in a row and transcribe what came out before.
_MAX_FAILED_PACKETS = 200
_GATHER_SECONDS = 5  # of decoded audio resampled at once


@dataclass(frozen=True)
class AudioChunk:
    offset: float  # seconds from the start of the media
    samples: NDArray[np.float32]

    @property
    def duration(self) -> float:
        return len(self.samples) / SAMPLE_RATE


def _quiet_cut(samples: NDArray[np.float32]) -> int:
    search = min(len(samples), int(_SEARCH_SECONDS * SAMPLE_RATE))
    tail = samples[len(samples) - search :]
    frames = len(tail) // _FRAME
    if frames < 2:
        return len(samples)
    energy = np.square(tail[: frames * _FRAME].reshape(frames, _FRAME)).mean(axis=1)
    return len(samples) - search + int(np.argmin(energy)) * _FRAME + _FRAME // 2


class _Resampler:
    """Mono float32 at one rate, from frames whose layout or rate may change mid-stream.

    Frames are gathered a few seconds at a time before resampling: one call per
    frame (a few milliseconds of audio each) would cost more than the decoding.
    """

    def __init__(self, rate: int) -> None:
        self._rate = rate
        self._setup: tuple[str, str, int] | None = None
        self._fifo: av.AudioFifo | None = None
        self._resampler: av.AudioResampler | None = None

    def __call__(self, frame: AudioFrame | None) -> Iterator[NDArray[np.float32]]:
        if frame is None:
            yield from self._flush()
            return
        setup = (frame.format.name, frame.layout.name, frame.sample_rate)
        if setup != self._setup:
            yield from self._flush()
            self._setup = setup
            self._fifo = av.AudioFifo()
            self._resampler = av.AudioResampler(format="flt", layout="mono", rate=self._rate)
        assert self._fifo is not None
        frame.pts = None  # timestamps are the container's business, not the FIFO's
        self._fifo.write(frame)
        if self._fifo.samples >= frame.sample_rate * _GATHER_SECONDS:
            yield from self._resample(self._fifo.read())

    def _resample(self, frame: AudioFrame | None) -> Iterator[NDArray[np.float32]]:
        assert self._resampler is not None
        for out in self._resampler.resample(frame):
            yield out.to_ndarray().reshape(-1).astype(np.float32, copy=False)

    def _flush(self) -> Iterator[NDArray[np.float32]]:
        if self._fifo is None:
            return
        if self._fifo.samples:
            yield from self._resample(self._fifo.read())
        yield from self._resample(None)
        self._setup = self._fifo = self._resampler = None


class AudioDecoder:
    """Decodes `path` (as `demuxer`, which a probe has named) once, bounded by `max_seconds`.

    After iterating, `decoded_seconds` is the audio that came out, `cut` whether
    `max_seconds` stopped the decoding while the media went on, and `damaged`
    whether packets had to be skipped or the container ended early.
    """

    def __init__(
        self,
        path: Path,
        *,
        demuxer: str,
        max_seconds: float | None,
        sample_rate: int = SAMPLE_RATE,
    ) -> None:
        self._path = path
        self._demuxer = demuxer
        self._limit = math.ceil(max_seconds * sample_rate) if max_seconds is not None else None
        self.sample_rate = sample_rate
        self.decoded_samples = 0
        self.cut = False
        self.damaged = False

    @property
    def decoded_seconds(self) -> float:
        return self.decoded_samples / self.sample_rate

    def blocks(self) -> Iterator[NDArray[np.float32]]:
        """Decoded audio in the blocks FFmpeg hands out, in order, up to the limit."""
        with open_media(self._path, demuxer=self._demuxer) as container:
            if not container.streams.audio:
                raise EngineError("no_audio", f"{self._path.name} has no audio track to transcribe")
            resample = _Resampler(self.sample_rate)
            for frame in self._frames(container):
                for block in resample(frame):
                    kept = self._keep(block)
                    if len(kept):
                        yield kept
                    if self.cut:
                        return
        if self.decoded_samples == 0:
            raise EngineError(
                "corrupt_media",
                f"{self._path.name}: no audio could be decoded; the file may be damaged",
            )

    def _frames(self, container: av.container.InputContainer) -> Iterator[AudioFrame | None]:
        """The first audio stream's frames, skipping packets that fail; None at the end."""
        failures = 0
        packets = container.demux(container.streams.audio[0])
        while True:
            try:
                packet = next(packets)
                frames = packet.decode()
            except StopIteration:
                break
            except (av.FFmpegError, ValueError):
                # A damaged packet, or a container that breaks off (an interrupted upload).
                self.damaged = True
                failures += 1
                if failures > _MAX_FAILED_PACKETS:
                    break
                continue
            failures = 0
            yield from frames
        yield None

    def _keep(self, block: NDArray[np.float32]) -> NDArray[np.float32]:
        if self._limit is not None and self.decoded_samples + len(block) > self._limit:
            block = block[: self._limit - self.decoded_samples]
            self.cut = True
        self.decoded_samples += len(block)
        return block

    def chunks(
        self, chunk_seconds: float = 600.0, *, first_chunk_seconds: float | None = None
    ) -> Iterator[AudioChunk]:
        """The audio in chunks of at most `chunk_seconds`, each ending at a quiet moment.

        A shorter first chunk (`first_chunk_seconds`) reaches Whisper sooner: the first words of a
        long file come after decoding a minute of it, not ten.
        """
        if self.sample_rate != SAMPLE_RATE:
            raise ValueError(f"chunks are {SAMPLE_RATE} Hz audio for Whisper")
        chunk_samples = int(chunk_seconds * self.sample_rate)
        first_samples = int((first_chunk_seconds or chunk_seconds) * self.sample_rate)
        pending: list[NDArray[np.float32]] = []
        pending_length = 0
        offset = 0
        for block in self.blocks():
            pending.append(block)
            pending_length += len(block)
            while pending_length >= (size := chunk_samples if offset else first_samples):
                audio = np.concatenate(pending)
                cut = _quiet_cut(audio[:size])
                yield AudioChunk(offset / self.sample_rate, audio[:cut])
                offset += cut
                pending, pending_length = [audio[cut:]], len(audio) - cut
        if pending_length:
            yield AudioChunk(offset / self.sample_rate, np.concatenate(pending))
