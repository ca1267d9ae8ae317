"""Drives Whispy's OpenAI-compatible API with the official PyPI `openai` SDK (ADR 030).

Not a pytest module: the server's HTTP test (`apps/server/test/openai-api.test.ts`) runs it against
a server it started with the real engine, once, and reads what it prints. Every answer is validated
with the SDK's own pydantic models (the SDK itself builds them without validating), and a summary of
what the SDK parsed is printed as one JSON line:

    python tests/openai_sdk_client.py BASE_URL TOKEN AUDIO_PATH
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from openai import OpenAI
from openai.types.audio import Transcription, TranscriptionVerbose, Translation


def main(base_url: str, token: str, audio: Path) -> dict[str, object]:
    client = OpenAI(base_url=base_url, api_key=token, max_retries=0, timeout=120)
    speech = client.audio.transcriptions
    file = (audio.name, audio.read_bytes())
    model, language = "whispy-tiny", "en"

    plain = speech.create(file=file, model=model, language=language)
    text = speech.create(file=file, model=model, language=language, response_format="text")
    srt = speech.create(file=file, model=model, language=language, response_format="srt")
    vtt = speech.create(file=file, model=model, language=language, response_format="vtt")
    verbose = speech.create(
        file=file,
        model=model,
        language=language,
        response_format="verbose_json",
        timestamp_granularities=["word", "segment"],
    )
    translation = client.audio.translations.create(file=file, model=model)
    checked = TranscriptionVerbose.model_validate(verbose.model_dump())
    return {
        "json": Transcription.model_validate(plain.model_dump()).text,
        "text": text,
        "srt": srt,
        "vtt": vtt,
        "verbose": {
            "language": checked.language,
            "duration": checked.duration,
            "words": [
                {"word": w.word, "start": w.start, "end": w.end} for w in checked.words or []
            ],
            "segments": len(checked.segments or []),
        },
        "translation": Translation.model_validate(translation.model_dump()).text,
    }


if __name__ == "__main__":
    url, key, path = sys.argv[1:4]
    sys.stdout.write(json.dumps(main(url, key, Path(path))) + "\n")
