/**
 * Outline of the terms of service; the wording lives in the locale files under
 * `termsDocument.sections.{id}`. A string names a paragraph, an array a bulleted list.
 */
export type TermsBlock = string | readonly string[];
export type TermsSection = { id: string; blocks: readonly TermsBlock[] };

export const TERMS_SECTIONS: readonly TermsSection[] = [
  { id: 'service', blocks: ['p1', 'p2'] },
  { id: 'accounts', blocks: ['p1', 'p2'] },
  { id: 'content', blocks: ['p1', 'p2'] },
  { id: 'public', blocks: ['p1'] },
  { id: 'media', blocks: ['p1', 'p2'] },
  {
    id: 'acceptableUse',
    blocks: [
      'p1',
      ['items.unlawful', 'items.privacy', 'items.publicContent', 'items.security', 'items.resale'],
      'p2',
    ],
  },
  { id: 'subscriptions', blocks: ['p1', 'p2'] },
  { id: 'beta', blocks: ['p1', 'p2'] },
  { id: 'liability', blocks: ['p1', 'p2'] },
  { id: 'changes', blocks: ['p1'] },
  { id: 'contact', blocks: ['p1'] },
];
