import { languageServerCloseCodes, languageServerLimits } from '@portal/contracts';
import {
  AbstractMessageReader,
  AbstractMessageWriter,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageReader,
  type MessageWriter,
} from 'vscode-jsonrpc';
import type { WebSocket } from 'ws';
import { checkJsonRpcMessage } from './jsonRpcMessage.ts';

class SocketReader extends AbstractMessageReader implements MessageReader {
  private callback: DataCallback | null = null;
  private readonly early: Message[] = [];

  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    for (const message of this.early.splice(0)) callback(message);
    return { dispose: () => (this.callback = null) };
  }

  deliver(message: Message): void {
    if (this.callback) this.callback(message);
    else this.early.push(message);
  }

  closed(): void {
    this.fireClose();
  }
}

class SocketWriter extends AbstractMessageWriter implements MessageWriter {
  private readonly socket: WebSocket;
  constructor(socket: WebSocket) {
    super();
    this.socket = socket;
  }

  async write(message: Message): Promise<void> {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  end(): void {}

  closed(): void {
    this.fireClose();
  }
}

export type SocketTransport = { reader: MessageReader; writer: MessageWriter };

/**
 * JSON-RPC over one WebSocket, one message a text frame (as vscode-ws-jsonrpc frames it), with the socket's
 * limits: the size cap is ws's maxPayload (1009); a malformed frame is answered with a JSON-RPC error and,
 * past a few, the socket is closed (1008); binary frames are refused; a socket silent for the idle time
 * is closed (4408). Nothing a client sends can throw out of here or hold the event loop: one JSON.parse
 * of at most the capped size.
 */
export function socketTransport(socket: WebSocket): SocketTransport {
  const reader = new SocketReader();
  const writer = new SocketWriter(socket);
  let malformed = 0;
  let idle: NodeJS.Timeout | undefined;
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(
      () => socket.close(languageServerCloseCodes.idle, 'idle'),
      languageServerLimits.idleSeconds * 1000,
    );
    idle.unref();
  };
  resetIdle();
  socket.on('message', (data, isBinary) => {
    resetIdle();
    if (isBinary) {
      socket.close(languageServerCloseCodes.malformed, 'text frames only');
      return;
    }
    const checked = checkJsonRpcMessage(data.toString());
    if (checked.ok) {
      reader.deliver(checked.message);
      return;
    }
    malformed++;
    if (socket.readyState === socket.OPEN)
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: checked.id,
          error: { code: checked.code, message: checked.reason },
        }),
      );
    if (malformed >= languageServerLimits.maxMalformed)
      socket.close(languageServerCloseCodes.malformed, 'too many malformed messages');
  });
  socket.on('close', () => {
    clearTimeout(idle);
    reader.closed();
    writer.closed();
  });
  return { reader, writer };
}
