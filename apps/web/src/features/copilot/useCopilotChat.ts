import type { CopilotContext, CopilotSource } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../lib/http/HttpError.ts';
import { copilotApi, copilotConversationQueryOptions, copilotKeys } from './api/copilotApi.ts';

/** The exchange being answered: client state only until the server has stored it. */
export type PendingExchange = {
  question: string;
  text: string;
  sources: CopilotSource[];
  /** A message key (and the server's words, when it gave some) when the answer could not be had. */
  error: { key: string; detail?: string } | null;
  isStreaming: boolean;
};

function errorOf(error: unknown): PendingExchange['error'] {
  if (error instanceof HttpError) {
    if (error.status === 429) return { key: 'copilot.rateLimited' };
    if (error.status === 404) return { key: 'copilot.conversationGone' };
    if (error.status === 400) return { key: 'copilot.refused', detail: error.message };
  }
  return { key: 'copilot.askError' };
}

/**
 * The copilot's conversation: the one reopened or started here, read from the server (TanStack Query), and
 * the exchange streaming now. When an answer is complete the conversation is fetched again and the
 * pending exchange gives way to the stored one.
 */
export function useCopilotChat() {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const abort = useRef<AbortController | null>(null);
  const conversation = useQuery({
    ...copilotConversationQueryOptions(conversationId ?? ''),
    enabled: conversationId !== null,
  });

  useEffect(() => () => abort.current?.abort(), []);

  const ask = useCallback(
    async (question: string, context: CopilotContext) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setPending({ question, text: '', sources: [], error: null, isStreaming: true });
      let storedIn: string | null = null;
      try {
        await copilotApi.chat(
          { question, context, ...(conversationId ? { conversationId } : {}) },
          (event) => {
            if (event.event === 'start') storedIn = event.data.conversationId;
            else if (event.event === 'chunk')
              setPending((p) => p && { ...p, text: p.text + event.data.text });
            else if (event.event === 'done') setPending((p) => p && { ...p, sources: event.data.sources });
            else
              setPending((p) => p && { ...p, error: { key: 'copilot.stopped', detail: event.data.message } });
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        if (storedIn) {
          await queryClient.fetchQuery(copilotConversationQueryOptions(storedIn));
          void queryClient.invalidateQueries({ queryKey: copilotKeys.history() });
          setConversationId(storedIn);
        }
        setPending((p) => (p?.error ? { ...p, isStreaming: false } : null));
      } catch (error) {
        if (controller.signal.aborted) return;
        setPending((p) => p && { ...p, isStreaming: false, error: errorOf(error) });
      }
    },
    [conversationId, queryClient],
  );

  /** Reopens a stored conversation, or starts afresh with null. */
  const open = useCallback((id: string | null) => {
    abort.current?.abort();
    setPending(null);
    setConversationId(id);
  }, []);

  return { conversationId, conversation, pending, ask, open };
}

export type CopilotChat = ReturnType<typeof useCopilotChat>;
