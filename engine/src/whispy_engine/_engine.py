"""The engine: probe and transcribe, with models kept warm between calls."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from contextlib import ExitStack
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from faster_whisper import WhisperModel
from faster_whisper.transcribe import Segment as WhisperSegment
from numpy.typing import NDArray

from ._campplus import CamPlusPlus
from ._catalog import SPEAKER_MODELS, ModelSpec
from ._decode import AudioDecoder
from ._diarize import SpeakerModels, SpeakerTracker
from ._errors import EngineError
from ._model_cache import ModelCache
from ._model_choice import choose_model, language_detector, model_for_detected
from ._options import TranscribeOptions
from ._peaks import Waveform, draw_peaks
from ._probe import probe
from ._progress import ProgressTicker
from ._prompt import prompt_tokens, temperatures
from ._records import MediaInfo, Segment, Transcript, Voice, Word
from ._segmentation import Segmenter
from ._sentences import follow_sentences
from ._speaker_thread import SpeakerThread
from ._store import require_installed
from ._vocabulary import hotwords

__all__ = ["Engine"]

# Of the progress bar, for clustering voices and labelling words at the end; speaker detection's
# pass over the audio runs beside Whisper's, and the bar follows the slower of the two (ADR 027).
_DIARIZE_SHARE = 0.05
_ENDED_EARLY_SECONDS = 1.0  # decoded this much less than the headers promised: say so
# The first words of a long file show after decoding this much of it (ADR 027); two of Whisper's
# 30-second windows, so the language it detects on the first chunk has a full window to go by.
_FIRST_CHUNK_SECONDS = 60.0


@dataclass(frozen=True)
class _Span:
    offset: float
    end: float  # media seconds covered by the current chunk


def _words(raw: WhisperSegment, span: _Span, floor: float) -> tuple[Word, ...]:
    """Media-absolute words, clamped so that times never go backwards.

    Each word keeps Whisper's own spelling, leading space included, so that a segment's words join
    back into its text in every script: English words start with a space, Japanese ones do not.
    """
    words: list[Word] = []
    for w in raw.words or ():
        start = min(max(floor, span.offset + w.start), span.end)
        end = min(max(start, span.offset + w.end), span.end)
        words.append(Word(w.word, round(start, 3), round(end, 3), round(w.probability, 4)))
        floor = end
    return tuple(w for w in words if w.text.strip())


def _warnings(decoder: AudioDecoder, info: MediaInfo) -> tuple[str, ...]:
    promised = info.duration or 0.0
    ended_early = not decoder.cut and decoder.decoded_seconds < promised - _ENDED_EARLY_SECONDS
    if decoder.damaged or ended_early:
        return ("the media ended early or is damaged; transcribed what could be read",)
    return ()


class Engine:
    def __init__(self, *, cpu_threads: int = 0, model_cache_mb: int | None = None) -> None:
        self._cpu_threads = cpu_threads
        self._models = ModelCache(cpu_threads=cpu_threads, budget_mb=model_cache_mb)
        self._speakers: SpeakerModels | None = None

    def probe(self, path: Path) -> MediaInfo:
        return probe(path)

    def peaks(self, path: Path, *, max_seconds: float | None = None) -> Waveform:
        return draw_peaks(path, max_seconds=max_seconds)

    def _speaker_models(self) -> SpeakerModels:
        if self._speakers is None:
            path = require_installed(SPEAKER_MODELS, engine="speaker detection")
            segmentation, embedding = (path / f.name for f in SPEAKER_MODELS.files)
            self._speakers = SpeakerModels(
                Segmenter(segmentation, cpu_threads=self._cpu_threads),
                CamPlusPlus(embedding),
                embedding_threads=self._cpu_threads or 2,
            )
        return self._speakers

    def transcribe(
        self,
        path: Path,
        options: TranscribeOptions,
        *,
        on_progress: Callable[[float], None] = lambda _f: None,
        on_segment: Callable[[Segment], None] = lambda _s: None,
    ) -> Transcript:
        with ProgressTicker(on_progress) as progress, ExitStack() as stack:
            info = probe(path)
            if not info.has_audio:
                raise EngineError("no_audio", f"{path.name} has no audio track to transcribe")
            language = options.whisper_language
            # With only an English model, another model names the language on the first chunk first.
            detector = None if language else language_detector(options.engine)
            spec = None if detector else choose_model(options.engine, language)
            limit = options.max_seconds
            planned = min(info.duration or limit or 0.0, limit or float("inf")) or None
            share = 1.0 - _DIARIZE_SHARE if options.diarize else 1.0
            # Media seconds each pass has got through, from its own thread.
            reached = {"whisper": 0.0, "speakers": 0.0 if options.diarize else math.inf}

            def advance(part: str, seconds: float) -> None:
                reached[part] = seconds
                if planned:
                    progress.update(share * min(reached.values()) / planned)

            speakers = (
                stack.enter_context(
                    SpeakerThread(
                        SpeakerTracker(self._speaker_models()),
                        on_heard=lambda seconds: advance("speakers", seconds),
                    )
                )
                if options.diarize
                else None
            )
            segments: list[Segment] = []
            detected: tuple[str, float] | None = None
            decoder = AudioDecoder(path, demuxer=info.demuxer, max_seconds=limit)
            for chunk in decoder.chunks(first_chunk_seconds=_FIRST_CHUNK_SECONDS):
                span = _Span(chunk.offset, chunk.offset + chunk.duration)
                if speakers is not None:
                    speakers.add_chunk(chunk)
                if spec is None and detector is not None:
                    detected = self._detect_language(detector, chunk.samples, engine=options.engine)
                    spec = model_for_detected(options.engine, detected[0])
                assert spec is not None  # chosen up front, or after detection just above
                loaded = self._models.get(spec, engine=options.engine)
                raw_segments, whisper_info = loaded.model.transcribe(
                    chunk.samples,
                    language=language or (detected[0] if detected else None),
                    word_timestamps=options.word_timestamps or options.diarize,
                    task=options.task,
                    vad_filter=True,
                    hotwords=self._hotwords(loaded.model, options.vocabulary),
                    initial_prompt=self._prompt(loaded.model, options.prompt),
                    temperature=temperatures(options.temperature),
                )
                if detected is None:
                    detected = (whisper_info.language, whisper_info.language_probability)
                for raw in self._drain(raw_segments):
                    floor = segments[-1].end if segments else 0.0
                    words = _words(raw, span, floor)
                    start = max(floor, min(span.offset + raw.start, span.end))
                    segment = Segment(
                        id=len(segments),
                        start=round(min(start, words[0].start) if words else start, 3),
                        end=round(
                            max(
                                start, min(span.offset + raw.end, span.end), *(w.end for w in words)
                            ),
                            3,
                        ),
                        text=raw.text.strip(),
                        words=words,
                    )
                    segments.append(segment)
                    on_segment(segment)
                    advance("whisper", segment.end)
                advance("whisper", span.end)
            if speakers is not None:
                segments, names, voices = self._assign_speakers(speakers, segments, options)
            else:
                names, voices = (), ()
            # Live segments are Whisper's own; the transcript's follow sentences and speakers.
            segments = follow_sentences(segments)
            progress.update(1.0)
        transcribed = decoder.decoded_seconds
        ran = spec or detector  # one of the two is set; the detector when no audio was decoded
        assert ran is not None
        # The headers may understate the length; what was decoded is at least as true.
        duration = max(info.duration or 0.0, transcribed)
        return Transcript(
            engine=options.engine,
            model=ran.name,
            language=language or (detected[0] if detected else "en"),
            language_probability=1.0 if language else round(detected[1] if detected else 0.0, 4),
            language_source="given" if language else "detected",
            duration=round(duration, 3),
            transcribed_seconds=round(transcribed, 3),
            truncated=decoder.cut,
            max_seconds=limit,
            segments=tuple(segments),
            speakers=names,
            voices=voices,
            warnings=_warnings(decoder, info),
        )

    def _detect_language(
        self, detector: ModelSpec, samples: NDArray[np.float32], *, engine: str
    ) -> tuple[str, float]:
        model = self._models.get(detector, engine=engine).model
        try:
            language, probability, _ = model.detect_language(audio=samples, vad_filter=True)
        except ValueError:  # no speech at all in the chunk: listen to all of it
            language, probability, _ = model.detect_language(audio=samples)
        return language, probability

    @staticmethod
    def _text_encoder(model: WhisperModel) -> tuple[Callable[[str], list[int]], int]:
        """The model's tokenizer for words a user wrote, and the id from which tokens are Whisper's
        control tokens (which the vocabulary and the prompt must never pass on)."""
        tokenizer = model.hf_tokenizer
        return (
            lambda text: tokenizer.encode(text, add_special_tokens=False).ids,
            tokenizer.token_to_id("<|endoftext|>"),
        )

    @classmethod
    def _hotwords(cls, model: WhisperModel, vocabulary: tuple[str, ...]) -> str | None:
        if not vocabulary:
            return None
        encode, special_from = cls._text_encoder(model)
        return hotwords(vocabulary, encode, special_from=special_from)

    @classmethod
    def _prompt(cls, model: WhisperModel, prompt: str | None) -> list[int] | None:
        if not prompt:
            return None
        encode, special_from = cls._text_encoder(model)
        return prompt_tokens(prompt, encode, special_from=special_from)

    @staticmethod
    def _drain(raw_segments: Iterable[WhisperSegment]) -> Iterable[WhisperSegment]:
        # faster-whisper decodes lazily; iterating is where the work happens.
        yield from raw_segments

    @staticmethod
    def _assign_speakers(
        speakers: SpeakerThread, segments: list[Segment], options: TranscribeOptions
    ) -> tuple[list[Segment], tuple[str, ...], tuple[Voice, ...]]:
        words = [w for s in segments for w in s.words]
        found = speakers.label_words(
            words, min_speakers=options.min_speakers or 1, max_speakers=options.max_speakers
        )
        order: dict[int, str] = {}
        for label in found.words:
            order.setdefault(label, f"SPEAKER_{len(order) + 1}")
        names = iter(order[label] for label in found.words)
        labelled = [
            replace(s, words=tuple(replace(w, speaker=next(names)) for w in s.words))
            for s in segments
        ]
        # Only the speakers the transcript names: a group no word went to is nobody to recognise.
        voices = tuple(
            Voice(name, tuple(round(float(x), 6) for x in found.voices[label]))
            for label, name in order.items()
            if label in found.voices
        )
        return labelled, tuple(order.values()), voices
