"""Speaker detection beside Whisper, in a thread of its own (ADR 017).

On two cores Whisper leaves a core idle for much of its run (its decoder steps
one token at a time on small matrices, and voice activity detection and word
alignment run in Python), while CTranslate2, onnxruntime and numpy's products
release the GIL. Speaker detection fed a chunk as soon as it is decoded runs in
that idle time instead of between Whisper's segments. Only when and where it
runs changes: the tracker sees the same audio on the same window grid, so it
finds exactly the same speakers.

The thread takes the next chunk only once it is done with the one before, so
at most two chunks of audio are held, however long the file. It hears a chunk
a few seconds at a time and says how far it has got, for the progress bar, and
so that a transcription that fails stops it between two of those steps.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from types import TracebackType

from ._decode import AudioChunk
from ._diarize import SpeakerLabels, SpeakerTracker
from ._records import Word

__all__ = ["SpeakerThread"]

_STEP_SECONDS = 10.0  # of audio heard between two progress reports


class SpeakerThread:
    def __init__(
        self, tracker: SpeakerTracker, *, on_heard: Callable[[float], None] = lambda _s: None
    ) -> None:
        self._tracker = tracker
        self._on_heard = on_heard
        self._pool = ThreadPoolExecutor(1, "whispy-speakers")
        self._running: Future[None] | None = None
        self._stop = threading.Event()

    def add_chunk(self, chunk: AudioChunk) -> None:
        """Hear `chunk` in the thread, once the chunk before it is heard."""
        self._wait()
        self._running = self._pool.submit(self._hear, chunk)

    def label_words(
        self, words: Sequence[Word], *, min_speakers: int = 1, max_speakers: int | None = None
    ) -> SpeakerLabels:
        self._wait()
        return self._tracker.label_words(
            words, min_speakers=min_speakers, max_speakers=max_speakers
        )

    def _wait(self) -> None:
        if self._running is not None:
            self._running.result()  # raises here what the thread raised
            self._running = None

    def _hear(self, chunk: AudioChunk) -> None:
        end = chunk.offset + chunk.duration
        until = chunk.offset
        while not self._stop.is_set():
            until += _STEP_SECONDS
            if until >= end:  # the rest, to the chunk's last sample whatever the rounding
                self._tracker.add_chunk(chunk)
                self._on_heard(end)
                return
            self._tracker.add_until(chunk, until)
            self._on_heard(until)

    def __enter__(self) -> SpeakerThread:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._stop.set()
        self._pool.shutdown(wait=True)
