import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the relay accepted, decoded as a mail client shows it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), not the headers'. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The language the HTML says it is in (`<html lang>`). */
  lang: string | null;
}

export interface FakeSmtpRelay {
  /** `smtp://user:password@127.0.0.1:port`: what SMTP_URL is set to. */
  url: string;
  received(): ReceivedMail[];
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers the next `count` recipients with `code` (451 by default: a relay busy for a while). */
  refuseNext(count: number, code?: number): void;
  /** How many recipients were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

const USER = 'whispy';
const PASSWORD = 'relay-secret';

/**
 * A local SMTP relay (smtp-server, by nodemailer's author) that asks for a login, as real relays do, and
 * keeps what it accepts; it can refuse for a while, to test retries.
 */
export async function startFakeSmtpRelay({ port = 0 } = {}): Promise<FakeSmtpRelay> {
  const mails: ReceivedMail[] = [];
  const listeners = new Set<(mail: ReceivedMail) => void>();
  let toRefuse: { count: number; code: number } = { count: 0, code: 451 };
  let refusals = 0;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (toRefuse.count === 0) return callback();
      toRefuse.count -= 1;
      refusals += 1;
      const permanent = toRefuse.code >= 500;
      callback(
        Object.assign(new Error(permanent ? 'Mailbox unavailable' : 'Try again later'), {
          responseCode: toRefuse.code,
        }),
      );
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
          };
          mails.push(mail);
          for (const listener of listeners) listener(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const { port: listeningOn } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${listeningOn}`,
    received: () => [...mails],
    waitForMail(predicate, timeoutMs = 10_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((found, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no such mail within ${timeoutMs} ms; received: ${JSON.stringify(mails)}`));
        }, timeoutMs);
        const listener = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          found(mail);
        };
        listeners.add(listener);
      });
    },
    refuseNext(count, code = 451) {
      toRefuse = { count, code };
    },
    refused: () => refusals,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

// `node --import tsx packages/test-kit/src/fakes/smtp-relay.ts --port N`: for the browser tests, which run
// the server as its own process. Prints the SMTP_URL, then takes mail until stopped.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const relay = await startFakeSmtpRelay({ port: Number(values.port ?? 0) });
  process.stdout.write(`${relay.url}\n`);
  const stop = () => void relay.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
