export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

export function startRedisServer(): Promise<RedisServer>;
