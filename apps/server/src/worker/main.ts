import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { deliverEmailNotices, emailNoticeChannels } from '../features/email-notices/index.js';
import { importLinks } from '../features/link-imports/index.js';
import { deliverTelegramNotices, telegramNoticeChannels } from '../features/telegram/index.js';
import { createTranscriptions, STOP_GRACE_MS, startWorker } from '../features/transcriptions/index.js';
import { deliverWebhooks, WEBHOOK_LISTENING, WEBHOOK_NOTICES } from '../features/webhooks/index.js';
import { loggerOptions } from '../logging/logger-options.js';
import { smtpMailer } from '../mail/index.js';
import { startPublisher, workspaceNotifier } from '../realtime/index.js';

// `npm run worker`: transcribes for servers on other machines, so it needs the services they share.
const config = loadConfig();
const missing = [
  !config.databaseUrl && 'DATABASE_URL (PostgreSQL)',
  !config.redisUrl && 'REDIS_URL (Redis, for the job queue)',
  !config.s3 && 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT unless AWS)',
].filter(Boolean);
if (missing.length) {
  process.stderr.write(
    'A separate worker shares the database, the queue and the media with the servers, so it needs:\n' +
      missing.map((entry) => `  - ${entry}\n`).join('') +
      'Without them, `npm start` already runs jobs inside the server.\n',
  );
  process.exit(2);
}

const log = pino({ ...loggerOptions(config), base: { role: 'worker' } });
const database = await openDatabase({ url: config.databaseUrl! });
const realtime = await startPublisher(config, log);
const transcriptions = await createTranscriptions({
  db: database.db,
  notify: workspaceNotifier(realtime),
  config,
  // Servers validate uploads and draw waveforms; a worker's engine answers the odd one between jobs.
  mediaEngine: {
    probe: (path, signal) => worker.engine.probe(path, signal),
    peaks: (path, maxSeconds, signal) => worker.engine.peaks(path, maxSeconds, signal),
  },
  log,
  noticeChannels: [
    ...telegramNoticeChannels(config.telegram),
    ...emailNoticeChannels(config.mail),
    WEBHOOK_NOTICES,
  ],
  noticeListening: WEBHOOK_LISTENING,
});
const noticeParts = { db: database.db, publicUrl: config.publicUrl, log };
deliverTelegramNotices(transcriptions.queue, noticeParts, config.telegram);
deliverEmailNotices(transcriptions.queue, noticeParts, config.mail && smtpMailer(config.mail));
const webhooks = await deliverWebhooks(
  transcriptions.queue,
  { ...noticeParts, notify: transcriptions.notify },
  config,
);
const imports = importLinks(transcriptions, config);
const worker = startWorker(transcriptions, config);
log.info({ slots: config.engine.slots }, 'worker is taking transcription jobs');

let stopping = false;
async function stop(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  log.info({ signal }, 'stopping: letting running jobs finish');
  // The queue first: running jobs still use the engine.
  await transcriptions.queue.close(STOP_GRACE_MS);
  await worker.close();
  await webhooks.close();
  await imports.close();
  await realtime.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
