import type { TEngineErrorCode } from '@whispy/contracts';

/** A failed engine request; `code` is stable (engine/README.md, "Error codes") and safe to store. */
export class EngineError extends Error {
  override readonly name = 'EngineError';

  constructor(
    readonly code: TEngineErrorCode,
    message: string,
  ) {
    super(message);
  }
}
