/** What an administrator command answers. */
export interface AdminResult {
  /** Lines for the operator (stderr). */
  notes: string[];
  /** The command's answer (stdout, last line). */
  output: string;
}

/** A command that names something that is not there: the operator's mistake, told back as such. */
export class AdminInputError extends Error {}
