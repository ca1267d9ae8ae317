"""Waveform peaks: the loudest sample of each slice, scaled, and bounded in number."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np

from whispy_engine import Engine
from whispy_engine._peaks import MAX_PEAKS, PEAK_SAMPLE_RATE, PeakFolder, samples_per_peak


def _samples(*values: float) -> np.ndarray:
    return np.array(values, np.float32)


def test_takes_the_loudest_sample_of_each_slice_scaled_so_the_loudest_is_1() -> None:
    folder = PeakFolder(2)
    folder.add(_samples(0.1, -0.2, 0.1, 0.0, -0.8, 0.4, 0.4))
    waveform = folder.finish(8000)
    assert waveform.peaks == (0.25, 0.125, 1.0, 0.5)
    assert waveform.duration == 7 / 8000 and waveform.peaks_per_second == 4000


def test_reads_slices_split_between_blocks() -> None:
    folder = PeakFolder(2)
    for block in (_samples(0.1), _samples(-0.3, 0.2), _samples(0.4)):
        folder.add(block)
    assert folder.finish(8000).peaks == (0.75, 1.0)


def test_is_flat_for_silence() -> None:
    folder = PeakFolder(4)
    folder.add(np.zeros(5, np.float32))
    assert folder.finish(8000).peaks == (0.0, 0.0)


def test_has_20_peaks_a_second_and_at_most_60000_for_the_longest_recordings() -> None:
    assert PEAK_SAMPLE_RATE / samples_per_peak(600) == 20
    assert PEAK_SAMPLE_RATE / samples_per_peak(None) == 20
    for hours in (1, 3, 5):
        seconds = hours * 3600
        assert seconds * PEAK_SAMPLE_RATE / samples_per_peak(seconds) <= MAX_PEAKS


def test_audio_longer_than_its_headers_said_still_fits_the_bound() -> None:
    folder = PeakFolder(samples_per_peak(60))  # the headers said one minute
    block = np.ones(PEAK_SAMPLE_RATE * 600, np.float32)
    for _ in range(6):  # an hour came out
        folder.add(block)
    waveform = folder.finish(PEAK_SAMPLE_RATE)
    assert len(waveform.peaks) <= MAX_PEAKS
    assert len(waveform.peaks) / waveform.peaks_per_second >= 3600


def test_draws_a_quiet_and_a_loud_half(engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "silence-then-tone.wav"
    subprocess.run(
        [
            "sox",
            "-n",
            "-r",
            "16000",
            "-c",
            "1",
            str(path),
            "synth",
            "1",
            "sine",
            "440",
            "pad",
            "1",
            "0",
        ],
        check=True,
    )
    waveform = engine.peaks(path)
    assert waveform.duration == 2.0 and len(waveform.peaks) == 40
    assert max(waveform.peaks[:19]) == 0 and min(waveform.peaks[21:]) > 0.9
