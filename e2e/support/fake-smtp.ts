import { e2ePort } from './e2e-port';

/** The local SMTP relay (packages/test-kit/src/fakes/smtp-relay.ts) the server sends its emails through. */
export const fakeSmtp = {
  port: e2ePort + 11,
  url: `smtp://whispy:relay-secret@127.0.0.1:${e2ePort + 11}`,
};
