/** The query key every webhook query starts with, so one live event can refresh them all. */
export const WEBHOOKS_KEY = ['webhooks'] as const;
