import {
  sharePagePath,
  type TCreatedShareLink,
  type TSharedTranscription,
  type TShareLink,
  type ZCreateShareLink,
  ZTranscriptionLanguage,
} from '@whispy/contracts';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { Refusal } from '../../domain/refusal.js';
import { canManage, type WorkspaceRole } from '../../domain/workspace-roles.js';
import { randomSecret, sha256 } from '../../http/secrets.js';
import {
  findInScope,
  findSummary,
  hasMedia,
  speakersOf,
  type TranscriptionRow,
  type Translate,
} from '../transcriptions/index.js';
import {
  countLinks,
  deleteLink,
  findLink,
  findOpenable,
  insertLink,
  listLinks,
  type ShareLinkRow,
  touchLink,
} from './repo.js';

/**
 * Links one transcription may have, expired ones included: more than any audience needs, and few enough
 * that a stolen session cannot scatter an unbounded number of ways in (ADR 013).
 */
export const MAX_LINKS_PER_TRANSCRIPTION = 20;
const DAY_MS = 86_400_000;
/** Writing last_opened_at on every request would turn each read (and each media range) into a write. */
const TOUCH_INTERVAL_MS = 60_000;

/** Who manages a transcription's links: a member of its workspace, with their role there. */
export interface Member {
  userId: string;
  workspaceId: string;
  name: string;
  role: WorkspaceRole;
}

/** Any member shares; only a link's creator, or an owner or admin, takes a link away (ADR 035). */
const mayRevoke = (member: Member, link: ShareLinkRow) =>
  link.createdBy === member.userId || canManage(member.role);

/** Every way a link stops working answers the same, so a token reveals nothing about what it was. */
const gone = () => new Refusal('not_found', 'share_links.gone');
/** The transcription went between finding its link and reading it: gone all the same. */
const orGone = (error: unknown): never => {
  throw error instanceof Refusal && error.kind === 'not_found' ? gone() : error;
};

const toContract = (
  link: ShareLinkRow,
  creatorName: string | null,
  member: Member,
  now: Date,
): TShareLink => ({
  id: link.id,
  created_at: link.createdAt.toISOString(),
  created_by: creatorName,
  expires_at: link.expiresAt?.toISOString() ?? null,
  expired: link.expiresAt !== null && link.expiresAt <= now,
  last_opened_at: link.lastOpenedAt?.toISOString() ?? null,
  revocable: mayRevoke(member, link),
});

/** The transcription the member may share: one of their workspace's, else 404. */
const ownTranscription = (db: Db, member: Member, id: string) =>
  findSummary({ db }, { workspaceId: member.workspaceId }, id);

/** Creates a link to a completed transcription; its answer holds the only copy of the token. */
export async function createShareLink(
  db: Db,
  member: Member,
  transcriptionId: string,
  input: z.output<typeof ZCreateShareLink>,
  publicUrl: string,
  now = new Date(),
): Promise<TCreatedShareLink> {
  const { row } = await ownTranscription(db, member, transcriptionId);
  if (row.status !== 'completed') throw new Refusal('conflict', 'share_links.not_completed');
  if ((await countLinks(db, row.id)) >= MAX_LINKS_PER_TRANSCRIPTION) {
    throw new Refusal('conflict', {
      id: 'share_links.too_many',
      params: { count: MAX_LINKS_PER_TRANSCRIPTION },
    });
  }
  const token = randomSecret();
  const days = input.expires_in_days;
  const link = await insertLink(db, {
    id: ulid(),
    transcriptionId: row.id,
    createdBy: member.userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
  });
  return { ...toContract(link, member.name, member, now), url: `${publicUrl}${sharePagePath(token)}` };
}

export async function listShareLinks(
  db: Db,
  member: Member,
  transcriptionId: string,
  now = new Date(),
): Promise<TShareLink[]> {
  const { row } = await ownTranscription(db, member, transcriptionId);
  return (await listLinks(db, row.id)).map(({ link, creatorName }) =>
    toContract(link, creatorName, member, now),
  );
}

/**
 * Revokes a link of a transcription of the member's workspace: 404 when there is no such link, 403 when it
 * is another member's and the caller is neither owner nor admin.
 */
export async function revokeShareLink(db: Db, member: Member, transcriptionId: string, linkId: string) {
  const { row } = await ownTranscription(db, member, transcriptionId);
  const link = await findLink(db, row.id, linkId);
  if (!link) throw new Refusal('not_found', 'share_links.not_found');
  if (!mayRevoke(member, link)) throw new Refusal('not_allowed', 'share_links.not_yours');
  await deleteLink(db, row.id, linkId);
}

/**
 * Where an unexpired link's token leads: found by the hash of the token, so no stored value is ever
 * compared with what the client sent. Records when it was last opened.
 */
async function open(db: Db, token: string, now: Date) {
  const link = await findOpenable(db, sha256(token), now);
  if (!link) throw gone();
  if (!link.lastOpenedAt || now.getTime() - link.lastOpenedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchLink(db, link.id, now);
  }
  return { scope: { workspaceId: link.workspaceId }, id: link.transcriptionId };
}

/** The transcription a token shares, with its transcript; refused as gone when the link no longer works. */
export async function findShared(db: Db, token: string, now = new Date()): Promise<TranscriptionRow> {
  const { scope, id } = await open(db, token, now);
  return (await findInScope({ db }, scope, id).catch(orGone)).row;
}

/** The same, without the transcript: what the player needs. */
export async function findSharedSummary(db: Db, token: string, now = new Date()) {
  const { scope, id } = await open(db, token, now);
  return (await findSummary({ db }, scope, id).catch(orGone)).row;
}

/** What the page of a share link shows: the transcript and what reads it, nothing of the workspace. */
export function toShared(row: TranscriptionRow, t: Translate): TSharedTranscription {
  return {
    name: row.name,
    duration: row.duration,
    language: ZTranscriptionLanguage.catch('auto').parse(row.language),
    detected_language: row.detectedLanguage,
    speakers: speakersOf(row, t),
    segments: row.segments ?? [],
    media_available: hasMedia(row),
    version: row.version,
  };
}
