export interface S3Server {
  /** `http://127.0.0.1:<port>`; path-style addressing. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/** Builds the server into .cache/bin when missing; resolves to the binary's path. */
export function installS3Server(): Promise<string>;

export function startS3Server(): Promise<S3Server>;
