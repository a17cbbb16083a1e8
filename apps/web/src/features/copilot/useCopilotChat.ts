import type { CopilotContext, CopilotPromptId, CopilotSource, CopilotStreamEvent } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../lib/http/HttpError.ts';
import { readString, removeItem, writeString } from '../../lib/storage/safeStorage.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
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

const chatId = (id: string | null) => (id ? { conversationId: id } : {});

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

  useEffect(() => {
    // A generation that was running when the page went away (docs/product/copilot.md COPILOT-4): reopen it;
    // the server stored it if it finished.
    const running = readString(storageKeys.copilotGenerateId);
    if (running) {
      removeItem(storageKeys.copilotGenerateId);
      setConversationId(running);
    }
    return () => abort.current?.abort();
  }, []);

  type Send = (onEvent: (event: CopilotStreamEvent) => void, signal: AbortSignal) => Promise<void>;

  const run = useCallback(
    async (question: string, send: Send, isGeneration: boolean) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setPending({ question, text: '', sources: [], error: null, isStreaming: true });
      let storedIn: string | null = null;
      try {
        await send((event) => {
          if (event.event === 'start') {
            storedIn = event.data.conversationId;
            if (isGeneration) writeString(storageKeys.copilotGenerateId, storedIn);
          } else if (event.event === 'chunk')
            setPending((p) => p && { ...p, text: p.text + event.data.text });
          else if (event.event === 'done') setPending((p) => p && { ...p, sources: event.data.sources });
          else
            setPending((p) => p && { ...p, error: { key: 'copilot.stopped', detail: event.data.message } });
        }, controller.signal);
        if (controller.signal.aborted) return;
        if (storedIn) {
          // Read again even when the cached conversation is fresh: a follow-up question is stored in the
          // conversation already on screen, and the cached copy lacks it (the exchange would vanish).
          await queryClient.fetchQuery({ ...copilotConversationQueryOptions(storedIn), staleTime: 0 });
          void queryClient.invalidateQueries({ queryKey: copilotKeys.history() });
          setConversationId(storedIn);
        }
        setPending((p) => (p?.error ? { ...p, isStreaming: false } : null));
      } catch (error) {
        if (controller.signal.aborted) return;
        setPending((p) => p && { ...p, isStreaming: false, error: errorOf(error) });
      } finally {
        if (isGeneration) removeItem(storageKeys.copilotGenerateId);
      }
    },
    [queryClient],
  );

  const ask = useCallback(
    (question: string, context: CopilotContext) => {
      // A generation is answered once; a question after it starts a chat.
      const continued = conversation.data?.kind === 'chat' ? chatId(conversationId) : {};
      return run(
        question,
        (onEvent, signal) => copilotApi.chat({ question, context, ...continued }, onEvent, signal),
        false,
      );
    },
    [conversationId, conversation.data?.kind, run],
  );

  const generate = useCallback(
    (promptId: CopilotPromptId, label: string, context: CopilotContext, input?: string) =>
      run(
        input ? `${label}: ${input}` : label,
        (onEvent, signal) =>
          copilotApi.generate({ promptId, context, ...(input ? { input } : {}) }, onEvent, signal),
        true,
      ),
    [run],
  );

  /** Reopens a stored conversation, or starts afresh with null. */
  const open = useCallback((id: string | null) => {
    abort.current?.abort();
    setPending(null);
    setConversationId(id);
  }, []);

  return { conversationId, conversation, pending, ask, generate, open };
}

export type CopilotChat = ReturnType<typeof useCopilotChat>;
