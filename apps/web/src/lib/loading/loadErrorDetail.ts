import { errorText } from '../http/errorText.ts';

/**
 * The server's 400 and 503 texts say what to change (a filter, the range, a busy store); any other
 * failure gets the place's own text rather than a status line the user can do nothing with.
 */
export function loadErrorDetail(error: unknown, fallback: string): string {
  return errorText(error, fallback, [400, 503]);
}
