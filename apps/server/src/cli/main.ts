import { join } from 'node:path';
import { Command } from 'commander';
import { ZodError } from 'zod';
import { type AdminResult, runAdminCommand, type TAdminCommand, ZAdminCommand } from '../admin/commands.js';
import { sendAdminCommand } from '../admin/socket-client.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { forTerminal } from './terminal-text.js';

/**
 * Runs a command wherever the data is reachable: through the running server when the embedded
 * database is in use (it admits one process), otherwise against the database directly.
 */
async function execute(command: TAdminCommand): Promise<AdminResult> {
  // Refuse bad input before touching any database: opening a new embedded one takes seconds.
  ZAdminCommand.parse(command);
  const config = loadConfig();
  if (!config.databaseUrl) {
    const viaServer = await sendAdminCommand(config.adminSocket, command);
    if (viaServer) return viaServer;
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dir: join(config.dataDir, 'db') },
  );
  try {
    return await runAdminCommand(database.db, config, command);
  } finally {
    await database.close();
  }
}

/**
 * Notes for the operator on stderr, the answer alone on stdout (so scripts can capture it), both rid of
 * the control characters a terminal would obey: they carry text that strangers wrote.
 */
function print(result: AdminResult) {
  for (const note of result.notes) process.stderr.write(`${forTerminal(note)}\n`);
  process.stdout.write(`${forTerminal(result.output)}\n`);
}

const program = new Command('whispy').description('Whispy administration');

program
  .command('token')
  .description('Personal access tokens')
  .command('create')
  .description('Create a token for a user (creating the user, workspace and terms acceptance when absent)')
  .requiredOption('--email <email>', "the user's email")
  .option('--name <name>', "the user's name, used when the user is created (default: the email's local part)")
  .option('--token-name <name>', 'a label for the token', 'cli')
  .action(async (options: { email: string; name?: string; tokenName: string }) => {
    print(await execute({ command: 'token.create', ...options }));
  });

program
  .command('minutes')
  .description('Transcription minutes')
  .command('grant')
  .description("Add minutes to a user's workspace; work waiting for minutes then moves on by itself")
  .requiredOption('--email <email>', "the workspace owner's email")
  .requiredOption('--minutes <minutes>', 'how many minutes to add')
  .action(async (options: { email: string; minutes: string }) => {
    print(await execute({ command: 'minutes.grant', ...options }));
  });

program
  .command('feedback')
  .description('Feedback sent from the app')
  .command('list')
  .description('Print feedback, newest first: date, email, workspace, then the text')
  .option('--since <date>', 'only feedback sent since this ISO 8601 date (UTC) or date-time, e.g. 2025-01-31')
  .option('--limit <count>', 'at most this many entries (default: 50)')
  .action(async (options: { since?: string; limit?: string }) => {
    print(await execute({ command: 'feedback.list', ...options }));
  });

const limits = program.command('limits').description('Limits of one workspace over the server settings');
const limitOptions = [
  ['--trial-transcriptions <n>', 'transcriptions before subscribing'],
  ['--trial-minutes <n>', 'minutes transcribed of each trial file'],
  ['--minutes <n>', 'free minutes (grants add to them)'],
  ['--max-file-mb <n>', 'largest file, in MB'],
  ['--max-file-minutes <n>', 'longest recording, in minutes'],
  ['--files-per-batch <n>', 'files uploading at once'],
] as const;
type Target = { workspace?: string; email?: string };

const setCommand = limits
  .command('set')
  .description(
    'Set limits of one workspace: a number, `unlimited` (the first three only) or `default` (the server setting)',
  )
  .option('--workspace <id>', 'the workspace id (see `workspaces list`)')
  .option('--email <email>', "the workspace owner's email");
for (const [flags, description] of limitOptions) setCommand.option(flags, description);
setCommand.action(async ({ workspace, email, ...values }: Target & Record<string, string | undefined>) => {
  const { trialTranscriptions, trialMinutes, minutes, maxFileMb, maxFileMinutes, filesPerBatch } = values;
  const limits = {
    trial_transcriptions: trialTranscriptions,
    trial_minutes: trialMinutes,
    minutes,
    max_file_mb: maxFileMb,
    max_file_minutes: maxFileMinutes,
    files_per_batch: filesPerBatch,
  };
  print(await execute({ command: 'limits.set', workspace, email, limits }));
});

limits
  .command('show')
  .description('The limits that apply to one workspace, where each comes from, and what it used')
  .option('--workspace <id>', 'the workspace id (see `workspaces list`)')
  .option('--email <email>', "the workspace owner's email")
  .action(async (target: Target) => {
    print(await execute({ command: 'limits.show', ...target }));
  });

program
  .command('workspaces')
  .description('Workspaces')
  .command('list')
  .description('Every workspace with its owner, transcriptions, minutes used and left, and its own limits')
  .option('--json', 'print JSON instead of a table')
  .action(async (options: { json?: boolean }) => {
    print(await execute({ command: 'workspaces.list', json: options.json ?? false }));
  });

try {
  await program.parseAsync();
} catch (error) {
  let message = error instanceof Error ? error.message : String(error);
  if (error instanceof ZodError) {
    // The option at fault by its last path segment (`max_file_mb` for `--max-file-mb`).
    message = error.issues
      .map((issue) => (issue.path.length ? `${String(issue.path.at(-1))}: ${issue.message}` : issue.message))
      .join('; ');
  }
  process.stderr.write(`error: ${forTerminal(message)}\n`);
  process.exitCode = 1;
}
