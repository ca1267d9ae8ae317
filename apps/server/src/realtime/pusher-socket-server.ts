import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import type { PusherApp } from './channel-auth.js';
import { readJsonMessage } from './json-message.js';
import { KeyedSets } from './keyed-sets.js';
import { type LivenessTiming, PusherConnection } from './pusher-connection.js';
import {
  CloseCode,
  DISCONNECT_EVENT,
  errorFrame,
  frame,
  PROTOCOL_VERSION,
  ZDisconnect,
} from './pusher-protocol.js';

export interface PusherSocketServerOptions {
  app: PusherApp;
  log: FastifyBaseLogger;
  /** What one client address and one user may hold open on this process (ADR 013). */
  limits: SocketLimits;
  /** The client address of an upgrade request, trusting proxies as the HTTP routes do. */
  clientAddress(request: IncomingMessage): string;
  /** Pusher's own defaults unless a test needs to see liveness checks happen quickly. */
  timing?: LivenessTiming;
}

export interface SocketLimits {
  socketsPerAddress: number;
  /** Subscribed connections; a user is known once `broadcasting/auth` has signed a subscription. */
  socketsPerUser: number;
}

const PUSHER_TIMING: LivenessTiming = { activityTimeoutSeconds: 120, pongTimeoutSeconds: 30 };
/** Clients only send subscribe, unsubscribe and pings, all far below this. */
const MAX_MESSAGE_BYTES = 10 * 1024;
/** On shutdown, how long clients get to answer the close before their sockets are cut. */
const CLOSE_GRACE_MS = 1000;

/** The websocket side of the Pusher Channels protocol on `/app/{key}`, for the sockets of this process. */
export class PusherSocketServer {
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly channels = new KeyedSets<PusherConnection>();
  private readonly userConnections = new KeyedSets<PusherConnection>();
  private readonly addressConnections = new KeyedSets<WebSocket>();

  constructor(private readonly options: PusherSocketServerOptions) {}

  /** Takes over `server`'s websocket upgrades: this is the only websocket endpoint. */
  attach(server: Server) {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const target = upgradeTarget(request.url);
      if (!target) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const address = this.options.clientAddress(request);
      this.sockets.handleUpgrade(request, socket, head, (websocket) =>
        this.accept(websocket, address, target.key, target.protocol),
      );
    });
  }

  /**
   * Sends an event (data already JSON) to this process's subscribers of `channel`; a disconnect request
   * closes instead the connections its user subscribed through.
   */
  readonly deliver = async (channel: string, event: string, data: string) => {
    if (event === DISCONNECT_EVENT) {
      this.disconnect(channel, data);
      return;
    }
    const message = frame(event, data, channel);
    for (const connection of this.channels.of(channel)) connection.send(message);
  };

  private disconnect(channel: string, data: string) {
    const user = readJsonMessage(ZDisconnect, data)?.user_id;
    if (!user) return;
    // 4200: pusher-js reconnects at once and subscribes again, through a fresh authorisation.
    for (const connection of [...this.userConnections.of(user)])
      if (connection.holds(channel, user)) connection.close(CloseCode.reconnectNow, 'Authorise again');
  }

  /** Asks every client to reconnect (to another process, or to this one once it is back), then cuts. */
  async close() {
    const closed = [...this.sockets.clients].map(
      (socket) => new Promise((resolve) => socket.once('close', resolve)),
    );
    for (const socket of this.sockets.clients) socket.close(CloseCode.reconnectNow, 'Server restarting');
    await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS))]);
    for (const socket of this.sockets.clients) socket.terminate();
    await new Promise((resolve) => this.sockets.close(resolve));
  }

  private accept(websocket: WebSocket, address: string, key: string, protocol: string | null) {
    const refusal = this.connectionRefusal(address, key, protocol);
    if (refusal) {
      websocket.on('error', () => {});
      websocket.send(errorFrame(refusal.code, refusal.message));
      websocket.close(refusal.code, refusal.message);
      return;
    }
    this.addressConnections.add(address, websocket);
    websocket.on('close', () => this.addressConnections.remove(address, websocket));
    const { app, log, limits, timing = PUSHER_TIMING } = this.options;
    new PusherConnection(websocket, {
      app,
      log,
      timing,
      channels: this.channels,
      userConnections: this.userConnections,
      connectionsPerUser: limits.socketsPerUser,
    });
  }

  private connectionRefusal(address: string, key: string, protocol: string | null) {
    if (key !== this.options.app.key) return { code: CloseCode.unknownAppKey, message: 'Unknown app key.' };
    if (protocol === null)
      return { code: CloseCode.noProtocolVersion, message: 'No protocol version given.' };
    if (!/^\d+$/.test(protocol))
      return { code: CloseCode.invalidProtocolVersion, message: 'The protocol version is not a number.' };
    if (Number(protocol) !== PROTOCOL_VERSION)
      return {
        code: CloseCode.unsupportedProtocolVersion,
        message: `Protocol version ${protocol} is not supported; use ${PROTOCOL_VERSION}.`,
      };
    // pusher-js backs off before it tries again (4100), rather than hammering the server.
    if (this.addressConnections.count(address) >= this.options.limits.socketsPerAddress)
      return { code: CloseCode.overCapacity, message: 'Too many connections from this address.' };
    return null;
  }
}

/** The app key and protocol version of a websocket URL `/app/{key}?protocol=7&…`, or null for another path. */
function upgradeTarget(requestUrl = '/') {
  const url = URL.parse(requestUrl, 'http://localhost');
  const key = url && /^\/app\/([^/]+)$/.exec(url.pathname)?.[1];
  return key ? { key, protocol: url.searchParams.get('protocol') } : null;
}
