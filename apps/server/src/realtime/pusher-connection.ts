import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import { isValidChannelAuth, type PusherApp } from './channel-auth.js';
import { readJsonMessage } from './json-message.js';
import type { KeyedSets } from './keyed-sets.js';
import {
  CloseCode,
  errorFrame,
  frame,
  isOfferedChannel,
  ZChannelData,
  ZClientMessage,
  ZSubscribe,
  ZUnsubscribe,
} from './pusher-protocol.js';

export interface LivenessTiming {
  /** Silence after which the server pings; also told to the client, which then pings at least as often. */
  activityTimeoutSeconds: number;
  /** How long a ping may go unanswered before the connection is considered dead. */
  pongTimeoutSeconds: number;
}

export interface ConnectionContext {
  app: PusherApp;
  timing: LivenessTiming;
  channels: KeyedSets<PusherConnection>;
  /** The subscribed connections of each user, and how many one user may hold on this process. */
  userConnections: KeyedSets<PusherConnection>;
  connectionsPerUser: number;
  log: FastifyBaseLogger;
}

/** A client that reads too slowly is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One pusher-js client: its subscriptions and its side of the protocol. */
export class PusherConnection {
  readonly socketId = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
  private readonly subscriptions = new Set<string>();
  /** Whose subscriptions this connection holds (one user, unless several share a browser). */
  private readonly users = new Set<string>();
  private readonly idleTimer: NodeJS.Timeout;
  private pongTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly context: ConnectionContext,
  ) {
    const { activityTimeoutSeconds, pongTimeoutSeconds } = context.timing;
    socket.on('message', (raw, isBinary) => this.receive(raw, isBinary));
    socket.on('close', () => this.forget());
    // ws reports protocol violations (bad frames, oversized messages) here and then closes the socket.
    socket.on('error', (error) => context.log.debug({ err: error }, 'websocket error'));
    this.send(
      frame(
        'pusher:connection_established',
        JSON.stringify({ socket_id: this.socketId, activity_timeout: activityTimeoutSeconds }),
      ),
    );
    this.idleTimer = setTimeout(() => {
      this.send(frame('pusher:ping', '{}'));
      this.pongTimer = setTimeout(
        () => this.close(CloseCode.pongNotReceived, 'Pong reply not received'),
        pongTimeoutSeconds * 1000,
      );
    }, activityTimeoutSeconds * 1000);
  }

  send(message: string) {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(CloseCode.overCapacity, 'Client is not reading its messages');
      return;
    }
    this.socket.send(message);
  }

  /** Whether `user` subscribed to `channel` through this connection. */
  holds(channel: string, user: string) {
    return this.subscriptions.has(channel) && this.users.has(user);
  }

  close(code: number, reason: string) {
    this.socket.close(code, reason);
  }

  private receive(raw: RawData, isBinary: boolean) {
    clearTimeout(this.pongTimer);
    this.idleTimer.refresh();
    const message = isBinary ? undefined : readJsonMessage(ZClientMessage, raw.toString());
    if (!message) {
      this.send(errorFrame(null, 'Invalid message: expected a JSON object with an "event" name.'));
      return;
    }
    if (message.event === 'pusher:ping') this.send(frame('pusher:pong', '{}'));
    else if (message.event === 'pusher:subscribe') this.subscribe(message.data);
    else if (message.event === 'pusher:unsubscribe') this.unsubscribe(message.data);
    // A pong only proves the client is alive, which any message already did.
    else if (message.event !== 'pusher:pong')
      this.send(errorFrame(null, `Unsupported event: ${message.event.slice(0, 100)}`));
  }

  private subscribe(data: unknown) {
    const request = ZSubscribe.safeParse(data).data;
    if (!request) {
      this.send(errorFrame(null, 'Invalid pusher:subscribe: data needs a "channel".'));
      return;
    }
    const { channel, auth, channel_data: channelData } = request;
    const refusal = this.admit(channel, auth, channelData);
    if (refusal) {
      this.send(frame('pusher:subscription_error', { type: 'AuthError', ...refusal }, channel));
      return;
    }
    this.subscriptions.add(channel);
    this.context.channels.add(channel, this);
    this.send(frame('pusher_internal:subscription_succeeded', '{}', channel));
  }

  /**
   * Checks a subscription and counts this connection as its user's. Answers why it is refused, in the
   * shape pusher-js reports for `pusher:subscription_error`, or null.
   */
  private admit(channel: string, auth: string | undefined, channelData: string | undefined) {
    const { app, userConnections, connectionsPerUser } = this.context;
    if (!isOfferedChannel(channel)) return { status: 403, error: 'Only private channels are offered.' };
    if (!auth || !channelData || !isValidChannelAuth(app, this.socketId, channel, auth, channelData))
      return { status: 401, error: 'Invalid signature for this socket, channel and channel data.' };
    const user = readJsonMessage(ZChannelData, channelData)?.user_id;
    if (!user) return { status: 401, error: 'The channel data names no user.' };
    if (!this.users.has(user) && userConnections.count(user) >= connectionsPerUser)
      return { status: 429, error: 'Too many live connections for this user.' };
    this.users.add(user);
    userConnections.add(user, this);
    return null;
  }

  private unsubscribe(data: unknown) {
    const request = ZUnsubscribe.safeParse(data).data;
    if (!request) {
      this.send(errorFrame(null, 'Invalid pusher:unsubscribe: data needs a "channel".'));
      return;
    }
    this.subscriptions.delete(request.channel);
    this.context.channels.remove(request.channel, this);
  }

  private forget() {
    clearTimeout(this.idleTimer);
    clearTimeout(this.pongTimer);
    for (const channel of this.subscriptions) this.context.channels.remove(channel, this);
    for (const user of this.users) this.context.userConnections.remove(user, this);
  }
}
