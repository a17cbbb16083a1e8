import { type CopilotStreamEvent, copilotStreamEventSchema } from '@portal/contracts';

/**
 * Reads a server-sent event stream as it arrives and hands each copilot event to `onEvent`, checked
 * against the contract. Frames may be cut anywhere by the network (even inside a character): bytes are
 * decoded as a stream and a frame is handled only once its blank line has arrived. An event that does not
 * fit the contract is skipped rather than shown. Resolves when the stream ends.
 */
export async function readSse(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: CopilotStreamEvent) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const handle = (frame: string) => {
    let name = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.join('\n'));
    } catch {
      return;
    }
    const event = copilotStreamEventSchema.safeParse({ event: name, data: parsed });
    if (event.success) onEvent(event.data);
  };
  for (;;) {
    const { value, done } = await reader.read();
    // CRLF as LF, on the whole buffer: a CR at the end of one piece meets its LF in the next.
    buffer = (buffer + decoder.decode(value ?? new Uint8Array(), { stream: !done })).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      handle(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
    if (done) break;
  }
  if (buffer.trim()) handle(buffer);
}
