"""The JSON-lines worker, driven as the Node server drives it."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

from ._audio import conversation, jfk_wav
from ._real_speech import looped_call
from .test_diarization import TURNS, VOICES


class Worker:
    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "whispy_engine", "serve", "--cpu-threads", "2"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.read()["type"] == "ready"

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, "worker exited"
        event: dict[str, Any] = json.loads(line)
        return event

    def until_final(self) -> list[tuple[float, dict[str, Any]]]:
        events = []
        while True:
            event = self.read()
            events.append((time.monotonic(), event))
            if event["type"] in ("done", "error"):
                return events


@pytest.fixture(scope="module")
def worker() -> Iterator[Worker]:
    w = Worker()
    yield w
    assert w.process.stdin is not None
    w.process.stdin.close()
    assert w.process.wait(timeout=30) == 0


@pytest.mark.parametrize(
    ("line", "code"),
    [
        ("this is not json", "bad_request"),
        ("[1, 2]", "bad_request"),
        ('{"id": 1, "op": "dance", "input": "x"}', "bad_request"),
        ('{"id": 2, "op": "transcribe"}', "bad_request"),
        ('{"id": 3, "op": "transcribe", "input": "a.wav", "diarize": "yes"}', "bad_request"),
        ('{"id": 4, "op": "transcribe", "input": "a.wav", "model": "whispy-xl"}', "unknown_engine"),
        ('{"id": 5, "op": "transcribe", "input": "a.wav", "language": "xx"}', "unknown_language"),
        ('{"id": 6, "op": "probe", "input": "/nonexistent/a.wav"}', "input_not_found"),
        ('{"id": 7, "op": "peaks", "input": "a.wav", "max_seconds": -1}', "bad_request"),
        ('{"id": 8, "op": "peaks", "input": "/nonexistent/a.wav"}', "input_not_found"),
    ],
)
def test_bad_requests_get_an_error_event_and_the_worker_keeps_serving(
    worker: Worker, line: str, code: str
) -> None:
    worker.send(line)
    ((_, event),) = worker.until_final()
    assert event["type"] == "error" and event["code"] == code and event["message"]
    worker.send('{"id": "ping", "op": "engines"}')
    ((_, answer),) = worker.until_final()
    assert answer["type"] == "done" and answer["id"] == "ping"


def test_engines_lists_installed_flags(worker: Worker) -> None:
    worker.send('{"id": "e", "op": "engines"}')
    ((_, event),) = worker.until_final()
    engines = {e["engine"]: e for e in event["result"]["engines"]}
    assert engines["whispy-tiny"]["installed"] and engines["whispy-base"]["multilingual"]
    assert event["result"]["speaker_detection"]["installed"]


def test_probe(worker: Worker) -> None:
    worker.send(json.dumps({"id": "p", "op": "probe", "input": str(jfk_wav())}))
    ((_, event),) = worker.until_final()
    assert event["type"] == "done" and event["result"]["has_audio"]


def test_peaks(worker: Worker) -> None:
    worker.send(json.dumps({"id": "w", "op": "peaks", "input": str(jfk_wav()), "max_seconds": 5}))
    ((_, event),) = worker.until_final()
    assert event["type"] == "done"
    assert event["result"]["duration"] == 5 and event["result"]["peaks_per_second"] == 20
    assert len(event["result"]["peaks"]) == 100 and max(event["result"]["peaks"]) == 1


def test_transcribe_streams_segments_and_progress_then_done(worker: Worker) -> None:
    audio, _ = conversation("dialogue", TURNS, VOICES)
    request = {
        "id": "t1",
        "op": "transcribe",
        "input": str(audio),
        "model": "whispy-tiny",
        "language": "en",
        "diarize": True,
        "max_seconds": None,
        "word_timestamps": True,
    }
    started = time.monotonic()
    worker.send(json.dumps(request))
    events = worker.until_final()
    kinds = [e["type"] for _, e in events]
    assert kinds[-1] == "done" and "segment" in kinds and "progress" in kinds
    assert all(e["id"] == "t1" for _, e in events)
    # A client never waits more than two seconds between signs of life.
    times = [started] + [t for t, _ in events]
    assert max(b - a for a, b in itertools.pairwise(times)) <= 2.0
    result = events[-1][1]["result"]
    assert result["speakers"] == ["SPEAKER_1", "SPEAKER_2"]
    assert all(w["speaker"] for s in result["segments"] for w in s["words"])
    # Each speaker's voice travels as plain numbers: the server keeps them, never the audio.
    assert [v["speaker"] for v in result["voices"]] == result["speakers"]
    assert all(len(v["embedding"]) == 192 for v in result["voices"])


def test_diarized_segments_stream_early_and_speaker_detection_keeps_pace(
    worker: Worker,
) -> None:
    # Two minutes of a real call: one first chunk of a minute, then the rest.
    request = {
        "id": "live",
        "op": "transcribe",
        "input": str(looped_call(2).audio),
        "model": "whispy-tiny",
        "language": "en",
        "diarize": True,
    }
    started = time.monotonic()
    worker.send(json.dumps(request))
    events = worker.until_final()
    assert events[-1][1]["type"] == "done"
    total = events[-1][0] - started
    segments = [t for t, e in events if e["type"] == "segment"]
    # The first words come early, long before the whole file is done.
    assert segments[0] - started < total / 3
    # Speaker detection keeps pace with Whisper: before Whisper's first words of the second
    # minute, the bar has passed the whole first minute, which counts only once both have heard
    # it. It used to make a second pass over the audio after Whisper, with the bar standing still.
    # (Counted in events, not seconds: how long the last chunk's tail takes depends on the load.)
    duration = events[-1][1]["result"]["duration"]
    second_minute = next(
        i
        for i, (_, e) in enumerate(events)
        if e["type"] == "segment" and e["segment"]["start"] > 60
    )
    bar_before = max(e["fraction"] for _, e in events[:second_minute] if e["type"] == "progress")
    seconds_heard_by_both = bar_before / 0.95 * duration  # the last 5 % is left for clustering
    assert seconds_heard_by_both > 55
    fractions = [e["fraction"] for _, e in events if e["type"] == "progress"]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
