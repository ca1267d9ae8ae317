import { performance } from 'node:perf_hooks';
import type { TTranscribeOptions } from '@whispy/contracts';
import type { Browser } from '@whispy/test-kit/browser';
import { speechClip, waitForStatus } from '@whispy/test-kit/transcriptions';
import type { EnginePool } from '../../apps/server/src/engine/index.js';
import { markdownTable } from './report.js';
import { median, round } from './stats.js';
import { completedAt, timedUpload } from './timed-upload.js';

/** About a minute of one voice: long enough that the engine dominates, short enough to repeat. */
const MINUTE_OF_SPEECH =
  'Good morning, and welcome to the weekly planning meeting. First, a quick look at the numbers from ' +
  'last month. Sales in the northern region grew by about eight percent, while the southern stores ' +
  'stayed flat. The new delivery service is popular, but it costs more than we expected, mostly because ' +
  'drivers wait too long at the loading dock. Maria suggested that we open the dock one hour earlier, ' +
  'and the warehouse team agreed to try it for two weeks. Next, the website. Customers keep asking for a ' +
  'simpler checkout, so the design team will test a shorter form with three steps instead of five. We ' +
  'also need volunteers for the community garden project in the spring. Please send me your name by ' +
  'Friday if you would like to help. Finally, remember that the office will be closed next Monday for ' +
  'the holiday. The next meeting is on Tuesday at ten. Thank you all, and have a good week.';

/**
 * What the pipeline asks the engine for an English whispy-tiny transcription without speakers, in a
 * workspace on the default settings (the longest file accepted is the decoding limit).
 */
export const ENGINE_OPTIONS: TTranscribeOptions = {
  model: 'whispy-tiny',
  language: 'en',
  diarize: false,
  max_seconds: 300 * 60,
};

export const TARGET_RATIO = 1.1;

/** Seconds the warm engine takes for `file`, called directly (no HTTP, queue, storage or database). */
export async function bareSeconds(engine: EnginePool, file: string) {
  const started = performance.now();
  await engine.transcribe(file, ENGINE_OPTIONS);
  return (performance.now() - started) / 1000;
}

/** Seconds from the answered tus PATCH to `completed`, through the API. */
async function pipelineSeconds(browser: Browser, file: string, name: string) {
  const { id, uploadedAt } = await timedUpload(browser, file, name);
  const done = await waitForStatus(browser, id, ['completed', 'failed', 'expired'], 600_000);
  return (completedAt(done) - uploadedAt) / 1000;
}

/**
 * Part 1: the same minute of speech through the whole pipeline and through the bare engine pool, both
 * warmed first, interleaved (alternating which goes first) so that load from elsewhere on the machine hits
 * both alike. The ratio of medians is the pipeline's cost.
 */
export async function measureOverhead(browser: Browser, bare: EnginePool, repeat: number) {
  const clip = speechClip(MINUTE_OF_SPEECH);
  const audioSeconds = (await bare.transcribe(clip, ENGINE_OPTIONS)).duration;
  await pipelineSeconds(browser, clip, 'Warm-up');
  const runs: Array<{ bare: number; pipeline: number }> = [];
  for (let index = 0; index < repeat; index++) {
    const measure = {
      bare: () => bareSeconds(bare, clip),
      pipeline: () => pipelineSeconds(browser, clip, `Planning meeting ${index + 1}`),
    };
    const order = index % 2 === 0 ? (['bare', 'pipeline'] as const) : (['pipeline', 'bare'] as const);
    const run = { bare: 0, pipeline: 0 };
    for (const kind of order) run[kind] = await measure[kind]();
    runs.push(run);
    console.error(
      `overhead ${index + 1}/${repeat}: bare ${run.bare.toFixed(2)} s, pipeline ${run.pipeline.toFixed(2)} s`,
    );
  }
  const bareRuns = runs.map((run) => run.bare);
  const pipelineRuns = runs.map((run) => run.pipeline);
  const bareMedian = median(bareRuns);
  const pipelineMedian = median(pipelineRuns);
  const ratio = pipelineMedian / bareMedian;
  const row = (label: string, values: number[], vsBare: number) => [
    label,
    median(values).toFixed(2),
    Math.min(...values).toFixed(2),
    Math.max(...values).toFixed(2),
    `${vsBare.toFixed(2)}×`,
  ];
  const table = markdownTable(
    ['run', 'median s', 'min s', 'max s', 'vs bare'],
    [row('bare engine pool', bareRuns, 1), row('upload finished → completed', pipelineRuns, ratio)],
  );
  return {
    table: [
      table,
      '',
      `${audioSeconds.toFixed(0)} s of speech, ${repeat} interleaved runs; the pipeline adds ` +
        `${(pipelineMedian - bareMedian).toFixed(2)} s; target ≤ ${TARGET_RATIO.toFixed(2)}×: ` +
        (ratio <= TARGET_RATIO ? 'met' : 'missed'),
    ].join('\n'),
    json: {
      audio_seconds: round(audioSeconds),
      repeat,
      bare_median_s: round(bareMedian),
      pipeline_median_s: round(pipelineMedian),
      ratio: round(ratio),
      added_seconds: round(pipelineMedian - bareMedian),
      target_ratio: TARGET_RATIO,
      runs: runs.map((run) => ({ bare_s: round(run.bare), pipeline_s: round(run.pipeline) })),
    },
  };
}
