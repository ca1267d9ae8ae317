export interface Broadcaster {
  /** Sends `event` with JSON `data` to every socket subscribed to `channel`, on every server process. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

/** Delivers an event whose data is already a JSON string, as the Pusher protocol carries it. */
export type DeliverEncoded = (channel: string, event: string, data: string) => Promise<void>;
