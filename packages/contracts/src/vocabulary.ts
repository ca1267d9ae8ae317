import { z } from 'zod';
import { route, ZIdParams } from './route.js';

/** Bounds of a workspace's glossary and of an upload's words (ADR 032); the engine checks them again. */
export const VOCABULARY_LIMITS = {
  /** More names and terms than a team uses; the engine passes on those that fit its prompt budget. */
  entries: 200,
  /** A long product or person's name; a sentence is not a term. */
  entryLength: 60,
} as const;

/** Control characters (newlines, NUL, escapes) and invisible formatting (bidi overrides, zero-width). */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/** One name or term: one line, its spaces collapsed. */
export const ZVocabularyEntry = z
  .string()
  .refine((entry) => !CONTROL.test(entry), 'vocabulary.control_characters')
  .transform((entry) => entry.split(/\s+/u).filter(Boolean).join(' '))
  .pipe(z.string().min(1).max(VOCABULARY_LIMITS.entryLength));

/** Names and terms in the order given, the first spelling of each kept (duplicates ignore case). */
export const ZVocabulary = z
  .array(ZVocabularyEntry)
  .max(VOCABULARY_LIMITS.entries)
  .transform((entries) => {
    const seen = new Set<string>();
    return entries.filter((entry) => {
      const key = entry.toLocaleLowerCase('und');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
export type TVocabulary = z.output<typeof ZVocabulary>;

/** A workspace's glossary: every member reads it; owners and admins change it. */
export const ZGlossary = z.object({
  entries: z.array(z.string()),
  /** The caller may change it (an owner or admin). */
  editable: z.boolean(),
  updated_at: z.iso.datetime().nullable(),
});
export type TGlossary = z.infer<typeof ZGlossary>;

export const ZSaveGlossary = z.object({ entries: ZVocabulary }).strict();
export type TSaveGlossary = z.input<typeof ZSaveGlossary>;

export const getGlossary = route({
  method: 'GET',
  path: '/workspace/:id/glossary',
  params: ZIdParams,
  answer: ZGlossary,
});

export const saveGlossary = route({
  method: 'PUT',
  path: '/workspace/:id/glossary',
  params: ZIdParams,
  body: ZSaveGlossary,
  answer: ZGlossary,
});
