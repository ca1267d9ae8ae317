/** `hh:mm:ss` followed by `separator` and milliseconds when one is given (`,` for SRT, `.` for VTT). */
export function clock(seconds: number, separator?: ',' | '.'): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hms = `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)}`;
  return separator ? `${hms}${separator}${pad(total % 1000, 3)}` : hms;
}
