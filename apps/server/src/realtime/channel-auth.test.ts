import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { channelAuth, isValidChannelAuth } from './channel-auth.js';

// The worked example of Pusher's "Authentication and authorization signatures" reference.
const app = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const documented = '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4';

describe('private channel auth', () => {
  it("signs exactly as Pusher's documentation does", () => {
    expect(channelAuth(app, '1234.1234', 'private-foobar')).toBe(documented);
  });

  it('accepts the signature only for the socket and channel it was made for', () => {
    expect(isValidChannelAuth(app, '1234.1234', 'private-foobar', documented)).toBe(true);
    expect(isValidChannelAuth(app, '1234.1235', 'private-foobar', documented)).toBe(false);
    expect(isValidChannelAuth(app, '1234.1234', 'private-foobaz', documented)).toBe(false);
    expect(isValidChannelAuth({ ...app, secret: 'other' }, '1234.1234', 'private-foobar', documented)).toBe(
      false,
    );
    expect(isValidChannelAuth(app, '1234.1234', 'private-foobar', documented.slice(0, -1))).toBe(false);
  });

  it('signs channel data as the Pusher SDK does, and only that data', () => {
    const sdk = new Pusher({ appId: '1', cluster: 'mt1', ...app });
    const channelData = JSON.stringify({ user_id: '01JUSER' });
    const signed = sdk.authorizeChannel('1234.1234', 'private-foobar', { user_id: '01JUSER' });
    expect(signed).toEqual({
      auth: channelAuth(app, '1234.1234', 'private-foobar', channelData),
      channel_data: channelData,
    });
    expect(isValidChannelAuth(app, '1234.1234', 'private-foobar', signed.auth, channelData)).toBe(true);
    const other = JSON.stringify({ user_id: '01JOTHER' });
    expect(isValidChannelAuth(app, '1234.1234', 'private-foobar', signed.auth, other)).toBe(false);
    expect(isValidChannelAuth(app, '1234.1234', 'private-foobar', signed.auth)).toBe(false);
  });
});
