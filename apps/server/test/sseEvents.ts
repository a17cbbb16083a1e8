import type { CopilotStreamEvent } from '@portal/contracts';
import { copilotStreamEventSchema } from '@portal/contracts';

/** The events of a server-sent event stream, each checked against the copilot's contract. */
export function sseEvents(body: string): CopilotStreamEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => {
      const event = /^event: (.+)$/m.exec(frame)?.[1];
      const data = /^data: (.+)$/m.exec(frame)?.[1];
      return copilotStreamEventSchema.parse({ event, data: JSON.parse(data ?? 'null') });
    });
}

/** The answer's whole text and its closing event. */
export function answerOf(events: CopilotStreamEvent[]) {
  const text = events.flatMap((e) => (e.event === 'chunk' ? [e.data.text] : [])).join('');
  const done = events.find((e) => e.event === 'done');
  const start = events.find((e) => e.event === 'start');
  return {
    text,
    done: done?.event === 'done' ? done.data : null,
    start: start?.event === 'start' ? start.data : null,
  };
}
