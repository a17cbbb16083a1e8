import {
  type CopilotChatRequest,
  type CopilotFeedback,
  type CopilotGenerateRequest,
  type CopilotStreamEvent,
  copilotEndpoints,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiStream } from '../../../lib/http/api.ts';
import { readSse } from './readSse.ts';

export const copilotKeys = {
  all: ['copilot'] as const,
  history: () => [...copilotKeys.all, 'history'] as const,
  conversation: (id: string) => [...copilotKeys.all, 'conversation', id] as const,
};

export const copilotApi = {
  /** Asks a question; the answer's events arrive through `onEvent` as the server sends them. */
  async chat(body: CopilotChatRequest, onEvent: (event: CopilotStreamEvent) => void, signal: AbortSignal) {
    // A refusal (400, 429) is shown in the panel, not turned into a redirect or a global error.
    const stream = await apiStream(copilotEndpoints.copilotChat, {
      body,
      signal,
      excludeFromGlobalHandling: [400, 404, 429],
    });
    await readSse(stream, onEvent);
  },
  /** Runs a prompt of the library; the answer streams as a chat's does. */
  async generate(
    body: CopilotGenerateRequest,
    onEvent: (event: CopilotStreamEvent) => void,
    signal: AbortSignal,
  ) {
    const stream = await apiStream(copilotEndpoints.copilotGenerate, {
      body,
      signal,
      excludeFromGlobalHandling: [400, 404, 429],
    });
    await readSse(stream, onEvent);
  },
  history: (signal?: AbortSignal) => api(copilotEndpoints.listCopilotHistory, { signal }),
  conversation: (id: string, signal?: AbortSignal) =>
    api(copilotEndpoints.getCopilotConversation, { params: { id }, signal }),
  clear: () => api(copilotEndpoints.clearCopilotHistory),
  feedback: (messageId: string, feedback: CopilotFeedback) =>
    api(copilotEndpoints.rateCopilotAnswer, { params: { id: messageId }, body: feedback }),
};

export const copilotHistoryQueryOptions = () =>
  queryOptions({ queryKey: copilotKeys.history(), queryFn: ({ signal }) => copilotApi.history(signal) });

export const copilotConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: copilotKeys.conversation(id),
    queryFn: ({ signal }) => copilotApi.conversation(id, signal),
  });

export function useClearCopilotHistoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copilotApi.clear,
    onSuccess: () => queryClient.removeQueries({ queryKey: copilotKeys.all }),
  });
}

export function useCopilotFeedbackMutation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, feedback }: { messageId: string; feedback: CopilotFeedback }) =>
      copilotApi.feedback(messageId, feedback),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: copilotKeys.conversation(conversationId) }),
  });
}
