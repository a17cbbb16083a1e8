import type { CopilotStreamEvent } from '@portal/contracts';

/** One server-sent event: its name and its data as one line of JSON (no newline can break the frame). */
export function sseFrame(event: CopilotStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
