import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ENGINE = resolve(import.meta.dirname, '../../../engine');

/**
 * A real two-person telephone call (pyannote.audio's sample, MIT) cut in two between turns, so the same
 * two people speak in two recordings: WAV paths, made by the engine tests' own helper
 * (`engine/tests/_real_speech.py`: the pinned wheel, checked by hash, cached under engine/.cache).
 */
export function realCallParts(): { first: string; second: string } {
  const printed = execFileSync(
    resolve(ENGINE, '.venv/bin/python'),
    ['-c', 'from tests._real_speech import call_parts\nfor case in call_parts(): print(case.audio)'],
    { cwd: ENGINE, encoding: 'utf8' },
  );
  const [first, second] = printed.trim().split('\n');
  if (!first || !second) throw new Error(`the call was not cut in two: ${printed}`);
  return { first, second };
}

/**
 * The same real call played over and over to `minutes` (`looped_call` of the engine tests): a long
 * recording of real speech, for what only shows on long files (text while it is made, time left).
 */
export function realCallLooped(minutes: number): string {
  const printed = execFileSync(
    resolve(ENGINE, '.venv/bin/python'),
    ['-c', `from tests._real_speech import looped_call\nprint(looped_call(${Number(minutes)}).audio)`],
    { cwd: ENGINE, encoding: 'utf8' },
  );
  return printed.trim();
}

/**
 * A real Seattle City Council briefing (31 s, from the speakerbox wheel's tests: `named_speech` of
 * `engine/tests/_named_speech.py`) whose speaker names "Councilmember Mosqueda", which Whisper hears
 * as "mosquitos" without a glossary.
 */
export function councilBriefing(): string {
  const printed = execFileSync(
    resolve(ENGINE, '.venv/bin/python'),
    ['-c', 'from tests._named_speech import named_speech\nprint(named_speech()[0].audio)'],
    { cwd: ENGINE, encoding: 'utf8' },
  );
  return printed.trim();
}
