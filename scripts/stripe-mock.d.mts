export interface StripeMock {
  /** `http://127.0.0.1:<port>`: Whispy's STRIPE_API_URL. */
  url: string;
  /** A test-shaped secret key the mock accepts. */
  secretKey: string;
  stop(): Promise<void>;
}

/** Builds the mock into .cache/bin when missing; resolves to the binary's path. */
export function installStripeMock(): Promise<string>;

export function startStripeMock(): Promise<StripeMock>;
