"""The parts of speaker detection on their own: features, embedding, decoding, clustering, DER."""

from __future__ import annotations

import io
import itertools
import pickle
import zipfile
from pathlib import Path

import numpy as np
import pytest

from whispy_engine._campplus import CamPlusPlus
from whispy_engine._catalog import SPEAKER_MODELS
from whispy_engine._clustering import cluster_speakers
from whispy_engine._fbank import MEL_BINS, fbank
from whispy_engine._segmentation import Segmenter, powerset_to_speakers
from whispy_engine._store import require_installed
from whispy_engine._torch_checkpoint import CheckpointError, load_state_dict
from whispy_engine._voice_change import Part, Track, parts_to_cluster, two_voices

from ._der import der
from ._real_speech import real_cases

RATE = 16_000


def _models() -> tuple[Path, Path]:
    path = require_installed(SPEAKER_MODELS, engine="speaker detection")
    segmentation, embedding = (path / f.name for f in SPEAKER_MODELS.files)
    return segmentation, embedding


def test_fbank_frames_like_kaldi_and_puts_a_tone_in_its_mel_bin() -> None:
    seconds = np.arange(RATE) / RATE
    features = fbank((0.5 * np.sin(2 * np.pi * 1000 * seconds)).astype(np.float32))
    # Kaldi's snip-edges framing: 1 + (16000 - 400) // 160 frames of 80 bins.
    assert features.shape == (98, MEL_BINS)
    # 1 kHz is 999.99 on Kaldi's mel scale (1127 ln(1 + f/700)); 82 points from 20 Hz to 8 kHz.
    edges = np.linspace(1127 * np.log(1 + 20 / 700), 1127 * np.log(1 + 8000 / 700), MEL_BINS + 2)
    expected = int(np.argmin(np.abs(edges[1:-1] - 1127 * np.log(1 + 1000 / 700))))
    assert set(np.argmax(features, axis=1)) == {expected}


def test_fbank_of_silence_is_the_log_floor() -> None:
    assert np.allclose(fbank(np.zeros(RATE, np.float32)), np.log(np.finfo(np.float32).eps))


def test_powerset_classes_split_into_local_speakers() -> None:
    scores = np.full((7, 7), -9.0, np.float32)
    np.fill_diagonal(scores, 0.0)
    active = powerset_to_speakers(scores)
    assert active.tolist() == [
        [False, False, False],
        [True, False, False],
        [False, True, False],
        [False, False, True],
        [True, True, False],
        [True, False, True],
        [False, True, True],
    ]


def test_segmentation_hears_no_one_in_silence_and_someone_in_speech() -> None:
    segmentation, _ = _models()
    call = next(c for c in real_cases() if c.name == "call")
    raw = call.audio.read_bytes()[44:]
    speech = np.frombuffer(raw, np.int16)[10 * RATE : 20 * RATE] / 32768.0
    windows = np.stack([np.zeros(10 * RATE), speech]).astype(np.float32)
    active = Segmenter(segmentation, cpu_threads=1)(windows)
    assert active.shape == (2, 589, 3)
    assert not active[0].any()
    assert active[1].any(axis=1).mean() > 0.5


@pytest.fixture(scope="module")
def campplus() -> CamPlusPlus:
    return CamPlusPlus(_models()[1])


def _features(samples: np.ndarray) -> np.ndarray:
    features = fbank(samples.astype(np.float32))
    return np.asarray(features - features.mean(axis=0))


def _call_turns() -> dict[str, list[np.ndarray]]:
    """The real call's turns longer than 3 s, by caller, as samples."""
    case = next(c for c in real_cases() if c.name == "call")
    samples = np.frombuffer(case.audio.read_bytes()[44:], np.int16) / 32768.0
    turns: dict[str, list[np.ndarray]] = {}
    for speaker, start, end in case.truth:
        if end - start > 3:
            turns.setdefault(speaker, []).append(samples[int(start * RATE) : int(end * RATE)])
    return turns


def test_campplus_vectors_hold_voices_apart_and_ignore_loudness(campplus: CamPlusPlus) -> None:
    turns = _call_turns()
    (a1, a2, *_), (b1, b2, *_) = turns.values()
    vec = {
        name: v / np.linalg.norm(v)
        for name, v in {
            "a1": campplus.embed(_features(a1)),
            "a2": campplus.embed(_features(a2)),
            "b1": campplus.embed(_features(b1)),
            "b2": campplus.embed(_features(b2)),
            "a1 quiet": campplus.embed(_features(a1 * 0.3)),
        }.items()
    }
    assert vec["a1"].shape == (192,)
    same = min(vec["a1"] @ vec["a2"], vec["b1"] @ vec["b2"])
    other = max(vec[x] @ vec[y] for x in ("a1", "a2") for y in ("b1", "b2"))
    assert same > other + 0.15
    # Mean normalisation of log energies cancels a gain, up to the log floor.
    assert vec["a1"] @ vec["a1 quiet"] > 0.95


def test_pieces_embedded_from_one_pass_over_two_voices_still_tell_them_apart(
    campplus: CamPlusPlus,
) -> None:
    # The voice-change check embeds each piece of a local speaker's speech by pooling one CAM++
    # pass over all of it: the pieces of each caller must stay alike, the two callers unlike.
    turns = _call_turns()
    (a1, a2, *_), (b1, *_) = turns.values()
    parts = [fbank(p.astype(np.float32)) for p in (a1, b1, a2)]
    whole = np.concatenate(parts)
    whole -= whole.mean(axis=0)
    heard = campplus.listen(whole)
    bounds = np.cumsum([0, *(len(p) for p in parts)])
    a, b, a_again = (
        v / np.linalg.norm(v)
        for v in (heard.embed(np.arange(lo, hi)) for lo, hi in itertools.pairwise(bounds))
    )
    print(f"\nsame caller {a @ a_again:.2f}, other caller {a @ b:.2f} and {a_again @ b:.2f}")
    assert a @ a_again > max(a @ b, a_again @ b) + 0.2
    # Pooling every frame is the plain embedding.
    assert np.allclose(heard.embed(), campplus.embed(whole), atol=1e-4)


def test_campplus_has_no_relu_after_its_last_layer(campplus: CamPlusPlus) -> None:
    rng = np.random.default_rng(0)
    vector = campplus.embed(_features(rng.standard_normal(3 * RATE) * 0.1))
    assert (vector < 0).any()


def test_checkpoint_reader_refuses_code_in_the_pickle(tmp_path: Path) -> None:
    class Hostile:
        def __reduce__(self) -> tuple[object, tuple[str]]:
            return (print, ("pwned",))

    target = tmp_path / "hostile.pt"
    with zipfile.ZipFile(target, "w") as archive:
        buffer = io.BytesIO()
        pickle.dump({"weight": Hostile()}, buffer, protocol=2)
        archive.writestr("archive/data.pkl", buffer.getvalue())
    with pytest.raises(CheckpointError, match="not allowed"):
        load_state_dict(target)


def _blob(centre: np.ndarray, count: int, rng: np.random.Generator) -> np.ndarray:
    return centre + 0.02 * rng.standard_normal((count, len(centre)))


def test_clustering_finds_the_number_of_voices() -> None:
    rng = np.random.default_rng(1)
    centres = rng.standard_normal((3, 192))
    for count in (1, 2, 3):
        vectors = np.concatenate([_blob(c / np.linalg.norm(c), 20, rng) for c in centres[:count]])
        labels = cluster_speakers(
            vectors.astype(np.float32), np.ones(len(vectors)), np.arange(len(vectors))
        )
        assert len(set(labels)) == count


def test_clustering_folds_a_tiny_group_and_respects_bounds() -> None:
    rng = np.random.default_rng(2)
    big, odd = rng.standard_normal((2, 192))
    vectors = np.concatenate([_blob(big / 14, 40, rng), _blob(odd / 14, 1, rng)]).astype(np.float32)
    windows = np.arange(len(vectors))
    assert set(cluster_speakers(vectors, np.ones(41), windows)) == {0}
    assert len(set(cluster_speakers(vectors, np.ones(41), windows, min_speakers=2))) == 2


def test_two_local_speakers_of_one_window_never_share_a_speaker() -> None:
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((2, 192))
    vectors = np.concatenate([_blob(a / 14, 10, rng), _blob(b / 14, 10, rng)])
    # The last window's two local speakers are both near voice A.
    vectors = np.concatenate([vectors, _blob(a / 14, 2, rng)]).astype(np.float32)
    windows = np.concatenate([np.arange(20), [20, 20]])
    labels = cluster_speakers(vectors, np.ones(22), windows)
    assert labels[-1] != labels[-2]


def _alike(voice: np.ndarray, similarity: float, rng: np.random.Generator) -> np.ndarray:
    """A unit vector `similarity` alike to the unit vector `voice`."""
    other = rng.standard_normal(len(voice))
    other -= (other @ voice) * voice
    other /= np.linalg.norm(other)
    return np.asarray(similarity * voice + np.sqrt(1 - similarity**2) * other)


def _speakers(groups: list[tuple[np.ndarray, list[int]]], rng: np.random.Generator) -> int:
    """Speakers found for groups of vectors near each centre, one vector in each window listed."""
    vectors = np.concatenate([_blob(centre, len(windows), rng) for centre, windows in groups])
    windows = np.concatenate([windows for _, windows in groups])
    weights = np.ones(len(vectors))
    return len(set(cluster_speakers(vectors.astype(np.float32), weights, windows)))


def test_one_voice_that_drifts_stays_one_speaker_unless_both_were_heard_at_once() -> None:
    rng = np.random.default_rng(5)
    a, b = (_voice(c, 1, rng)[0] for c in rng.standard_normal((2, 192)))
    later_a = _alike(a, 0.68, rng)  # too far apart for the linkage's cut
    early, late = list(range(10)), list(range(10, 20))
    assert _speakers([(a, early), (later_a, late), (b, early + late)], rng) == 2
    # The same two voices talking in the same windows are two people.
    assert _speakers([(a, early), (later_a, early), (b, early)], rng) == 3


def test_two_voices_mixed_in_a_few_windows_are_no_third_speaker() -> None:
    rng = np.random.default_rng(6)
    a, c = (_voice(v, 1, rng)[0] for v in rng.standard_normal((2, 192)))
    b = _alike(a, -0.2, rng)  # so that half of each is well apart from both
    # Windows 0-2 hear one of the two beside a local speaker that mixes both; the rest both.
    with_a, with_b, few = [0, 2, *range(3, 13)], [1, *range(3, 13)], [0, 1, 2]
    mixed = (a + b) / np.linalg.norm(a + b)
    assert _speakers([(a, with_a), (b, with_b), (mixed, few)], rng) == 2
    # A third voice as short is a third speaker.
    assert _speakers([(a, with_a), (b, with_b), (c, few)], rng) == 3


def _pieces(count: int) -> list[np.ndarray]:
    """Fbank frames of `count` 1.5 s pieces of one local speaker's speech."""
    return [np.arange(150 * i, 150 * (i + 1)) for i in range(count)]


def _voice(centre: np.ndarray, count: int, rng: np.random.Generator) -> np.ndarray:
    vectors = _blob(centre / np.linalg.norm(centre), count, rng)
    return np.asarray(vectors / np.linalg.norm(vectors, axis=1, keepdims=True), np.float32)


def test_a_change_of_voice_needs_two_unlike_groups_of_three_seconds_each() -> None:
    rng = np.random.default_rng(4)
    a, b = rng.standard_normal((2, 192))
    # A talks for 4.5 s, then B for 3 s, then A again for 1.5 s.
    turns = np.concatenate([_voice(a, 3, rng), _voice(b, 2, rng), _voice(a, 1, rng)])
    found = two_voices(_pieces(6), turns)
    assert found is not None
    assert sorted(sorted(group.tolist()) for group in found) == [[0, 1, 2, 5], [3, 4]]
    # One voice throughout is one voice.
    assert two_voices(_pieces(6), _voice(a, 6, rng)) is None
    # B for only 1.5 s is too little to be sure of.
    assert two_voices(_pieces(5), np.concatenate([_voice(a, 4, rng), _voice(b, 1, rng)])) is None


def _track(window: int, voices: tuple[np.ndarray, np.ndarray] | None) -> Track:
    def part(vector: np.ndarray) -> Part:
        return Part(vector.astype(np.float32), 3.0, np.ones(589, bool))

    halves = (part(voices[0]), part(voices[1])) if voices else None
    return Track(window, part(np.ones(192) / np.sqrt(192)), halves)


def test_a_change_of_voice_gives_its_window_two_voices_to_cluster() -> None:
    rng = np.random.default_rng(5)
    a, b = (v / np.linalg.norm(v) for v in rng.standard_normal((2, 192)))
    tracks = [_track(0, (a, b)), _track(1, None), _track(3, (b, a))]
    assert [window for window, _ in parts_to_cluster(tracks)] == [0, 0, 1, 3, 3]


def test_der_counts_miss_false_alarm_and_confusion_outside_the_collar() -> None:
    truth = [("a", 0.0, 10.0), ("b", 10.0, 20.0)]
    assert der(truth, [("x", 0.0, 10.0), ("y", 10.0, 20.0)]) == 0.0
    # Boundaries off by less than the collar cost nothing.
    assert der(truth, [("x", 0.0, 10.2), ("y", 10.2, 20.0)]) == 0.0
    # One speaker for everything: b's 10 s (less 0.25 s of collar each side of 10 and 20) confused.
    assert der(truth, [("x", 0.0, 20.0)]) == pytest.approx(9.5 / 19.0, abs=0.01)
    # Nothing found: everything missed.
    assert der(truth, []) == 1.0
    # Speech where there is none counts as false alarm.
    assert der(truth, [("x", 0.0, 10.0), ("y", 10.0, 20.0), ("z", 30.0, 40.0)]) == pytest.approx(
        10.0 / 19.0, abs=0.01
    )
