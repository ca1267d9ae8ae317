import {
  choiceProblem,
  ENGINE_NAMES,
  type TEngineChoice,
  type TEngineChoices,
  type TEngines,
  type TTranscriptionLanguage,
  translationProblem,
  ZEngineName,
} from '@whispy/contracts';
import { invalidInput } from '../../domain/refusal.js';

/** Answers the engine picker; cached because asking the engine reads model files from disk. */
export type EngineChoices = () => Promise<TEngineChoices>;

const CACHE_MS = 60_000;

/** The command that installs an engine's multilingual model (the engine's `models install`). */
const installCommandOf = (engine: string) => `npm run models -- install ${engine}`;

function choiceOf(name: TEngineChoice['engine'], found: TEngines): TEngineChoice {
  const engine = found.engines.find((candidate) => candidate.engine === name);
  const installed = engine?.installed ?? false;
  const multilingual = Boolean(engine?.multilingual);
  // The engine detects the language with any installed multilingual model (the smallest).
  const detectable = found.engines.some((candidate) => candidate.multilingual);
  return {
    engine: name,
    installed,
    english_only: installed && !multilingual,
    auto_language: multilingual || (installed && detectable),
    install_command: multilingual ? null : installCommandOf(name),
  };
}

/** The five engines in spec order, each with what this server can run with it. */
export function engineChoices(engines: () => Promise<TEngines>): EngineChoices {
  let cached: { at: number; answer: Promise<TEngineChoices> } | null = null;
  return () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.answer;
    const answer = engines().then((found) => {
      const choices = ENGINE_NAMES.map((name) => choiceOf(name, found));
      const installed = choices.filter((choice) => choice.installed).map((choice) => choice.engine);
      return {
        engines: choices,
        speaker_detection: found.speaker_detection.installed,
        // The most accurate of the fast ones that is installed: base, else tiny, else the first found.
        default_engine: ZEngineName.parse(
          ['whispy-base', 'whispy-tiny', ...installed].find((name) => installed.includes(name as never)) ??
            'whispy-base',
        ),
      };
    });
    cached = { at: Date.now(), answer };
    answer.catch(() => {
      cached = null;
    });
    return answer;
  };
}

/**
 * Refuses, before any upload, an engine and language this server cannot run (422 on the field at fault),
 * so that no transcription fails later for a model it could have known was missing. A translation needs a
 * multilingual model (`translationProblem`).
 */
export async function assertRunnable(
  choices: EngineChoices,
  engine: TEngineChoice['engine'],
  language: TTranscriptionLanguage,
  translate = false,
) {
  const choice = (await choices()).engines.find((candidate) => candidate.engine === engine);
  const judge = translate ? translationProblem : choiceProblem;
  const problem = choice ? judge(choice, language) : 'not_installed';
  if (!problem) return;
  const params = { engine, command: choice?.install_command ?? installCommandOf(engine) };
  if (problem === 'not_installed') {
    throw invalidInput({ engine: [{ id: 'transcriptions.engine_not_installed', params }] });
  }
  throw translate && !choiceProblem(choice as TEngineChoice, language)
    ? invalidInput({ translate: [{ id: 'transcriptions.translation_needs_multilingual', params }] })
    : invalidInput({ language: [{ id: 'transcriptions.engine_english_only', params }] });
}
