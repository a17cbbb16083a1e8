import type {
  CopilotChatRequest,
  CopilotConversationDetail,
  CopilotConversationList,
  CopilotFeedback,
  CopilotGenerateRequest,
  CopilotStreamEvent,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';
import { readSse } from './readSse.ts';

const P = '/sub-api/v1/copilot';

export const copilotKeys = {
  all: ['copilot'] as const,
  history: () => [...copilotKeys.all, 'history'] as const,
  conversation: (id: string) => [...copilotKeys.all, 'conversation', id] as const,
};

export const copilotApi = {
  /** Asks a question; the answer's events arrive through `onEvent` as the server sends them. */
  async chat(body: CopilotChatRequest, onEvent: (event: CopilotStreamEvent) => void, signal: AbortSignal) {
    // A refusal (400, 429) is shown in the panel, not turned into a redirect or a global error.
    const stream = await http.stream('POST', `${P}/chat`, {
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
    const stream = await http.stream('POST', `${P}/generate`, {
      body,
      signal,
      excludeFromGlobalHandling: [400, 404, 429],
    });
    await readSse(stream, onEvent);
  },
  history: (signal?: AbortSignal) => http.get<CopilotConversationList>(`${P}/history`, { signal }),
  conversation: (id: string, signal?: AbortSignal) =>
    http.get<CopilotConversationDetail>(`${P}/history/${id}`, { signal }),
  clear: () => http.delete<null>(`${P}/history`),
  feedback: (messageId: string, feedback: CopilotFeedback) =>
    http.put<null>(`${P}/feedback/${messageId}`, feedback),
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
