import { z } from 'zod';
import { type TEngineName, type TTranscriptionLanguage, ZEngineName } from './transcriptions.js';

/**
 * `GET transcriptions/engines`: the five engines, which models of each this server has, and so which
 * languages each can run. The upload page and the server judge a choice with the same `choiceProblem`.
 */
export const ZEngineChoice = z.object({
  engine: ZEngineName,
  /** Some model of the engine is installed (the English-only one counts). */
  installed: z.boolean(),
  /** Only the English-only model is installed: English runs, other given languages cannot. */
  english_only: z.boolean(),
  /**
   * Automatic language runs: the engine's multilingual model is installed, or only its English model is and
   * another multilingual model detects the language first (then transcribes what is not English).
   */
  auto_language: z.boolean(),
  /** What the server's administrator runs to install the model this engine lacks; null when it lacks none. */
  install_command: z.string().nullable(),
});
export type TEngineChoice = z.infer<typeof ZEngineChoice>;

export const ZEngineChoices = z.object({
  engines: z.array(ZEngineChoice),
  speaker_detection: z.boolean(),
  default_engine: ZEngineName,
});
export type TEngineChoices = z.infer<typeof ZEngineChoices>;

/** Why an engine cannot run a language on this server: nothing installed, or only its English model. */
export type TChoiceProblem = 'not_installed' | 'english_only';

/** Whether `choice` can transcribe `language` with the models installed; null when it can. */
export function choiceProblem(
  choice: TEngineChoice,
  language: TTranscriptionLanguage,
): TChoiceProblem | null {
  if (!choice.installed) return 'not_installed';
  if (!choice.english_only || language === 'en') return null;
  return language === 'auto' && choice.auto_language ? null : 'english_only';
}

/**
 * Whether `choice` can translate `language` into English: only a multilingual model translates, so an
 * English-only engine translates only where another installed model serves what is not English (as for
 * automatic language). English speech "translated" is simply transcribed.
 */
export function translationProblem(
  choice: TEngineChoice,
  language: TTranscriptionLanguage,
): TChoiceProblem | null {
  const problem = choiceProblem(choice, language);
  if (problem) return problem;
  return choice.english_only && !choice.auto_language ? 'english_only' : null;
}

/** The Whisper models behind each engine (multilingual first), as the engine's catalogue pairs them. */
export const ENGINE_MODELS: Record<TEngineName, readonly string[]> = {
  'whispy-tiny': ['tiny', 'tiny.en'],
  'whispy-base': ['base', 'base.en'],
  'whispy-small': ['small', 'small.en'],
  'whispy-medium': ['medium', 'medium.en'],
  'whispy-large': ['large-v3'],
};

/** The engine a Whisper model belongs to, or null for a model no engine uses. */
export function engineOfModel(model: string): TEngineName | null {
  const found = Object.entries(ENGINE_MODELS).find(([, models]) => models.includes(model));
  return found ? ZEngineName.parse(found[0]) : null;
}
