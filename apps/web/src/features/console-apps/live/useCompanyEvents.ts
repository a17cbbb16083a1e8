import type { CompanyEvent } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { appsApi } from '../api/appsApi.ts';

/** `idle`: not listening; `live`: the socket delivers events; `polling`: it failed, callers poll instead. */
export type CompanyEventsMode = 'idle' | 'connecting' | 'live' | 'polling';

function listenUrl(ticket: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/sub-api/v1/notifications/listen?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * The selected company's events over the notifications socket (the 'notifications ticket and
 * listen' calls): build and run status changes, each caller taking the ones it shows. The socket needs a
 * single-use ticket from a normal, CSRF-checked POST because a browser cannot set headers on a WebSocket.
 * When the ticket, the socket or the connection fails, the mode turns to `polling` for the rest of the page's
 * life: a flapping socket would otherwise make the page switch between two sources of truth.
 */
export function useCompanyEvents(
  enabled: boolean,
  onEvent: (event: CompanyEvent) => void,
  /** Once the socket listens: events sent before that were missed, so callers read the state afresh. */
  onReady?: () => void,
): CompanyEventsMode {
  const [mode, setMode] = useState<CompanyEventsMode>('idle');
  const onEventRef = useRef(onEvent);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onEventRef.current = onEvent;
    onReadyRef.current = onReady;
  });
  const hasFailed = mode === 'polling';

  useEffect(() => {
    if (!enabled || hasFailed) return;
    let socket: WebSocket | null = null;
    let isStopped = false;
    const fail = () => {
      if (!isStopped) setMode('polling');
    };
    setMode('connecting');
    // The events' schema loads beside the ticket, not with the page: the contracts' schemas are built only
    // where something is validated (bench/README.md "The console's page in the first render").
    Promise.all([appsApi.notificationTicket(), import('./parseCompanyEvent.ts')])
      .then(([{ ticket }, { parseCompanyEvent }]) => {
        if (isStopped) return;
        socket = new WebSocket(listenUrl(ticket));
        socket.onmessage = (message) => {
          const data = parseJson(message.data);
          if ((data as { type?: unknown })?.type === 'ready') {
            setMode('live');
            onReadyRef.current?.();
          }
          const event = parseCompanyEvent(data);
          if (event) onEventRef.current(event);
        };
        socket.onerror = fail;
        socket.onclose = fail;
      })
      .catch(fail);
    return () => {
      isStopped = true;
      if (socket) {
        socket.onclose = null;
        socket.onerror = null;
        socket.close();
      }
      setMode((current) => (current === 'polling' ? current : 'idle'));
    };
  }, [enabled, hasFailed]);

  return enabled ? mode : hasFailed ? 'polling' : 'idle';
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
