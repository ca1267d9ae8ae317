export interface Broadcaster {
  /** Sends `event` with JSON `data` to every socket subscribed to `channel`, on every server process. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

/** What the server processes' own live channels offer beside publishing. */
export interface LiveChannels extends Broadcaster {
  /**
   * Closes the connections through which `userId` subscribed to `channel`, on every process. Browsers
   * reconnect at once and must be authorised again, which a member removed from the workspace is not:
   * without this their open page would go on hearing the workspace's events until it reconnected.
   */
  disconnect(channel: string, userId: string): Promise<void>;
}

/** Delivers an event whose data is already a JSON string, as the Pusher protocol carries it. */
export type DeliverEncoded = (channel: string, event: string, data: string) => Promise<void>;
