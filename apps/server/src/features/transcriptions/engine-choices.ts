import { ENGINE_NAMES, type TEngineChoices, type TEngines, ZEngineName } from '@whispy/contracts';

/** Answers the engine picker; cached because asking the engine reads model files from disk. */
export type EngineChoices = () => Promise<TEngineChoices>;

const CACHE_MS = 60_000;

/** The five engines in spec order, each with whether this server can run it. */
export function engineChoices(engines: () => Promise<TEngines>): EngineChoices {
  let cached: { at: number; answer: Promise<TEngineChoices> } | null = null;
  return () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.answer;
    const answer = engines().then((found) => {
      const byName = new Map(found.engines.map((engine) => [engine.engine, engine]));
      const choices = ENGINE_NAMES.map((name) => {
        const engine = byName.get(name);
        return {
          engine: name,
          installed: engine?.installed ?? false,
          english_only: Boolean(engine?.installed && !engine.multilingual),
        };
      });
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
