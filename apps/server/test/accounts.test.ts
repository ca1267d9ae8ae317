import { Browser, person, signIn, signInAtOnce } from '@whispy/test-kit/browser';
import { openFreshDatabase } from '@whispy/test-kit/database';
import { type FakeGoogle, type GoogleAccount, startFakeGoogle } from '@whispy/test-kit/fakes/google-issuer';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateUser } from '../src/features/identity/index.js';

// One database behind two servers, as when an install that used the local sign-in configures Google.
let google: FakeGoogle;
let local: TestServer;
let withGoogle: TestServer;
beforeAll(async () => {
  google = await startFakeGoogle();
  const database = await openFreshDatabase();
  local = await startTestServer({}, async () => ({ db: database.db, close: async () => {} }));
  withGoogle = await startTestServer(
    {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.url,
    },
    async () => database,
  );
});
afterAll(async () => {
  await local?.close();
  await withGoogle?.close();
  await google?.close();
});

let subjects = 0;
/** A Google account nobody else in this file uses; `email` defaults to a fresh one. */
const googleAccount = (email = person('google').email): GoogleAccount => {
  subjects += 1;
  return { sub: `10${process.pid}${subjects}`, email, name: 'Google Person' };
};

/** Signs a fresh browser in as `account` at the fake Google; answers where the callback sent it and who it is. */
async function signInWithGoogle(account: GoogleAccount) {
  google.signInAs(account);
  const browser = new Browser(withGoogle.url);
  const callback = await signInAtOnce(browser);
  const identity = (await browser.get('/api/auth/identity')).json.result;
  return { location: callback.headers.get('location'), user: identity?.user ?? null };
}

async function signInLocally(account: { name: string; email: string }) {
  const browser = new Browser(local.url);
  const callback = await signIn(browser, account);
  const identity = (await browser.get('/api/auth/identity')).json.result;
  return { location: callback.headers.get('location'), user: identity?.user ?? null };
}

describe('accounts are matched by issuer and subject', () => {
  it('follows a changed email to the same account', async () => {
    const account = googleAccount();
    const first = await signInWithGoogle(account);
    expect(first.location).toBe('/dashboard');

    const renamed = person('renamed').email;
    const again = await signInWithGoogle({ ...account, email: renamed.toUpperCase() });
    expect(again.location).toBe('/dashboard');
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.email).toBe(renamed);
  });

  it('keeps the old email when the new one is another account’s, and still signs in', async () => {
    const mine = googleAccount();
    const theirs = googleAccount();
    const me = await signInWithGoogle(mine);
    const them = await signInWithGoogle(theirs);

    const clash = await signInWithGoogle({ ...mine, email: theirs.email });
    expect(clash.location).toBe('/dashboard');
    expect(clash.user).toMatchObject({ id: me.user.id, email: mine.email });
    expect((await signInWithGoogle(theirs)).user).toMatchObject({ id: them.user.id, email: theirs.email });
  });

  it('refuses a new Google account whose email an account bound to another one holds', async () => {
    // Google gives a deleted account's address to someone new: the subject differs, so does the person.
    const owner = googleAccount();
    await signInWithGoogle(owner);
    const newcomer = await signInWithGoogle({ ...googleAccount(owner.email), name: 'Someone Else' });
    expect(newcomer).toEqual({ location: '/auth/login?error=email_taken', user: null });
  });

  it('lets Google take over an account the local sign-in made, and not the other way back', async () => {
    const someone = person('local');
    const before = await signInLocally(someone);
    expect(before.location).toBe('/dashboard');

    const viaGoogle = await signInWithGoogle(googleAccount(someone.email));
    expect(viaGoogle.user.id).toBe(before.user.id);

    // Anyone can type that email into the local sign-in; now that Google vouches for the account, it stays shut.
    expect(await signInLocally(someone)).toEqual({ location: '/auth/login?error=email_taken', user: null });
  });

  it('links an account without a binding (the CLI’s, or older) by verified email, once', async () => {
    const email = person('cli').email;
    const { userId } = await findOrCreateUser(withGoogle.database.db, { email }, { language: 'en' });

    const unverified = await signInWithGoogle({ ...googleAccount(email), email_verified: false });
    expect(unverified).toEqual({ location: '/auth/login?error=email_unverified', user: null });

    const linked = await signInWithGoogle(googleAccount(email));
    expect(linked.user.id).toBe(userId);
    expect((await signInWithGoogle(googleAccount(email))).location).toBe('/auth/login?error=email_taken');
  });

  it('does not let the local sign-in take an account bound to Google', async () => {
    const account = googleAccount();
    await signInWithGoogle(account);
    const impostor = await signInLocally({ name: 'Impostor', email: account.email });
    expect(impostor).toEqual({ location: '/auth/login?error=email_taken', user: null });
  });
});
