"""Transcript exports for the CLI: plain text, SubRip, WebVTT and JSON."""

from __future__ import annotations

import json

from ._records import Segment, Transcript

__all__ = ["FORMATS", "render"]

FORMATS = ("txt", "srt", "vtt", "json")


def _clock(seconds: float, separator: str) -> str:
    millis = round(seconds * 1000)
    hours, millis = divmod(millis, 3_600_000)
    minutes, millis = divmod(millis, 60_000)
    secs, millis = divmod(millis, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}{separator}{millis:03d}"


def _line(segment: Segment) -> str:
    return f"{segment.speaker}: {segment.text}" if segment.speaker else segment.text


def _txt(transcript: Transcript) -> str:
    if not transcript.speakers:
        return transcript.text + "\n"
    # One paragraph per speaker turn reads better than one line per segment.
    turns: list[tuple[str | None, list[str]]] = []
    for segment in transcript.segments:
        if turns and turns[-1][0] == segment.speaker:
            turns[-1][1].append(segment.text)
        else:
            turns.append((segment.speaker, [segment.text]))
    return "\n\n".join(f"{speaker}: {' '.join(texts)}" for speaker, texts in turns) + "\n"


def _srt(transcript: Transcript) -> str:
    blocks = [
        f"{i}\n{_clock(s.start, ',')} --> {_clock(s.end, ',')}\n{_line(s)}\n"
        for i, s in enumerate(transcript.segments, start=1)
    ]
    return "\n".join(blocks)


def _vtt(transcript: Transcript) -> str:
    blocks = [
        f"{_clock(s.start, '.')} --> {_clock(s.end, '.')}\n"
        + (f"<v {s.speaker}>{s.text}" if s.speaker else s.text)
        + "\n"
        for s in transcript.segments
    ]
    return "WEBVTT\n\n" + "\n".join(blocks)


def render(transcript: Transcript, fmt: str) -> str:
    if fmt == "txt":
        return _txt(transcript)
    if fmt == "srt":
        return _srt(transcript)
    if fmt == "vtt":
        return _vtt(transcript)
    if fmt == "json":
        return json.dumps(transcript.to_json(), ensure_ascii=False, indent=2) + "\n"
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
