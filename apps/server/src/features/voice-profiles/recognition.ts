import type { TSpeakerVoice } from '@whispy/contracts';

/**
 * The cosine similarity from which a speaker is taken to be a profile's person. On the two halves of a
 * real call (engine/tests/test_voices.py) the same person's voices were 0.77 and 0.86 alike, the other
 * person's 0.44 and 0.54, two people of one recording at most 0.60 and a stranger under 0.25; a change
 * of channel (telephone band) brought the same person down to 0.61–0.67, which is missed rather than
 * mistaken. A wrong name is worse than none, so the line sits above every different pair (ADR 018).
 */
export const RECOGNITION_THRESHOLD = 0.7;

export interface ProfileVoice {
  id: string;
  name: string;
  embedding: number[];
}

export interface Recognition {
  speaker: string;
  profile: ProfileVoice;
  similarity: number;
}

function cosine(a: number[], b: number[]): number {
  if (a.length !== b.length || a.length === 0) return Number.NaN;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(normA * normB);
}

/**
 * Which speakers are which profiles' people: every pair at or above the threshold, the most alike first,
 * each speaker and each profile taken at most once (two speakers of one recording are two people, so a
 * profile names at most one of them). Embeddings of another length (another model) never match.
 */
export function recognise(
  voices: readonly TSpeakerVoice[],
  profiles: readonly ProfileVoice[],
): Recognition[] {
  const pairs: Recognition[] = [];
  for (const voice of voices) {
    for (const profile of profiles) {
      const similarity = cosine(voice.embedding, profile.embedding);
      if (similarity >= RECOGNITION_THRESHOLD) pairs.push({ speaker: voice.speaker, profile, similarity });
    }
  }
  pairs.sort((a, b) => b.similarity - a.similarity);
  const speakers = new Set<string>();
  const used = new Set<string>();
  const chosen: Recognition[] = [];
  for (const pair of pairs) {
    if (speakers.has(pair.speaker) || used.has(pair.profile.id)) continue;
    speakers.add(pair.speaker);
    used.add(pair.profile.id);
    chosen.push(pair);
  }
  return chosen;
}
