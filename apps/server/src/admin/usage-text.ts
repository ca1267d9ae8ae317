import type { WorkspaceLimitName, WorkspaceUsage } from '../features/transcriptions/index.js';

/** A name or email on one table row: whatever whitespace a stranger put in it becomes one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const whole = (value: number) => Math.round(value).toLocaleString('en');
const orUnlimited = (value: number | null, unit = '') =>
  value === null ? 'unlimited' : `${whole(value)}${unit}`;

/** Where a limit's value comes from: this workspace's own, or the server's settings. */
const source = (usage: WorkspaceUsage, name: WorkspaceLimitName) =>
  name in usage.overrides ? '(set for this workspace)' : '(server setting)';

/** Each limit of a workspace on a line: its value, where it comes from, and what is used of it. */
export function limitLines(usage: WorkspaceUsage): string[] {
  const { limits, quota } = usage;
  const trialUsed = quota.trial ? `, ${quota.trial.used} used` : '';
  const trialState = usage.subscribed ? ' (subscribed: no trial)' : usage.demo ? ' (demo: no limits)' : '';
  return [
    `  trial transcriptions:  ${orUnlimited(limits.trialTranscriptions)}${trialUsed} ${source(usage, 'trial_transcriptions')}${trialState}`,
    `  trial minutes (each):  ${orUnlimited(limits.trialSecondsPerTranscription && limits.trialSecondsPerTranscription / 60)} ${source(usage, 'trial_minutes')}`,
    `  free minutes:          ${orUnlimited(limits.freeSeconds && limits.freeSeconds / 60)} ${source(usage, 'minutes')}`,
    `  minutes:               ${whole(usage.minutesUsed)} used, ${whole(usage.minutesGranted)} granted, ${orUnlimited(quota.secondsAvailable && Math.floor(quota.secondsAvailable / 60))} left`,
    `  largest file:          ${whole(limits.maxFileBytes / 1024 / 1024)} MB ${source(usage, 'max_file_mb')}`,
    `  longest file:          ${whole(limits.maxFileSeconds / 60)} minutes ${source(usage, 'max_file_minutes')}`,
    `  files per batch:       ${whole(limits.maxFilesPerBatch)} ${source(usage, 'files_per_batch')}`,
  ];
}

/** One row per workspace, columns separated by tabs (so `cut` and spreadsheets read it too). */
export function usageTable(all: WorkspaceUsage[]): string {
  const header = [
    'WORKSPACE',
    'NAME',
    'OWNER',
    'MEMBERS',
    'TRANSCRIPTIONS',
    'MINUTES USED',
    'MINUTES LEFT',
    'TRIAL',
    'OWN LIMITS',
  ];
  const rows = all.map((usage) => {
    const { trial, secondsAvailable } = usage.quota;
    const own = Object.entries(usage.overrides).map(([name, value]) => `${name}=${value ?? 'unlimited'}`);
    return [
      usage.id,
      oneLine(usage.name),
      `${oneLine(usage.owner.name)} <${oneLine(usage.owner.email)}>`,
      usage.members.map((member) => `${oneLine(member.email)} (${member.role})`).join(', '),
      String(usage.transcriptions),
      whole(usage.minutesUsed),
      orUnlimited(secondsAvailable && Math.floor(secondsAvailable / 60)),
      trial ? `${trial.used}/${orUnlimited(trial.allowed)}` : 'none',
      own.join(' ') || '-',
    ];
  });
  return [header, ...rows].map((row) => row.join('\t')).join('\n');
}
