import type { CopilotStreamEvent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readSse } from './readSse.ts';

const ID = '6f1c2a4e-0b7d-4c1e-9a55-2f7d3c1e8b90';

/** A stream that delivers the bytes in the pieces given, as a network might. */
function streamOf(pieces: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
}

async function eventsOf(pieces: (string | Uint8Array)[]) {
  const events: CopilotStreamEvent[] = [];
  await readSse(streamOf(pieces), (event) => events.push(event));
  return events;
}

describe('readSse', () => {
  it('hands over each event once its frame is complete, however the bytes were cut', async () => {
    const whole = `event: start\ndata: {"conversationId":"${ID}","messageId":"${ID}"}\n\nevent: chunk\ndata: {"text":"Found"}\n\nevent: chunk\ndata: {"text":" it"}\n\n`;
    const cut = [whole.slice(0, 7), whole.slice(7, 60), whole.slice(60, 61), whole.slice(61)];
    const events = await eventsOf(cut);
    expect(events.map((e) => e.event)).toEqual(['start', 'chunk', 'chunk']);
    expect(events.flatMap((e) => (e.event === 'chunk' ? [e.data.text] : [])).join('')).toBe('Found it');
  });

  it('decodes a character split between two pieces', async () => {
    const bytes = new TextEncoder().encode('event: chunk\ndata: {"text":"Clé"}\n\n');
    const at = bytes.length - 6;
    const events = await eventsOf([bytes.slice(0, at), bytes.slice(at)]);
    expect(events).toEqual([{ event: 'chunk', data: { text: 'Clé' } }]);
  });

  it('reads the done event with its sources, and a last frame without its blank line', async () => {
    const events = await eventsOf([
      `event: done\r\ndata: {"messageId":"${ID}","mode":"retrieval","sources":[{"kind":"doc","title":"Tenants","url":"/documentation/tenants"}]}`,
    ]);
    expect(events).toEqual([
      {
        event: 'done',
        data: {
          messageId: ID,
          mode: 'retrieval',
          sources: [{ kind: 'doc', title: 'Tenants', url: '/documentation/tenants' }],
        },
      },
    ]);
  });

  it('skips frames that are not JSON or not a copilot event', async () => {
    const events = await eventsOf([
      ': a comment\n\n',
      'event: chunk\ndata: {broken\n\n',
      'event: surprise\ndata: {"text":"x"}\n\n',
      'event: error\ndata: {"error":"internal","message":"Stopped."}\n\n',
    ]);
    expect(events).toEqual([{ event: 'error', data: { error: 'internal', message: 'Stopped.' } }]);
  });
});
