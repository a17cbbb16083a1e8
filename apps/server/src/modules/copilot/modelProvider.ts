import type { CopilotConfig } from '../../config.ts';
import { lazyOpenAi } from './openAiClient.ts';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** A model that streams an answer's text. None when COPILOT_PROVIDER=none: answers are retrieval alone. */
export type ModelProvider = {
  stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
};

/**
 * Any OpenAI-compatible chat completions endpoint (vLLM, Ollama, a hosted model) through the maintained
 * `openai` client, streaming. No retries: a failed answer falls back to retrieval at once rather than
 * keeping the asker waiting; the deadline is COPILOT_TIMEOUT_MS for the whole answer.
 */
export function modelProvider(config: CopilotConfig): ModelProvider | null {
  if (config.provider === 'none' || !config.baseUrl || !config.model) return null;
  const model = config.model;
  const client = lazyOpenAi({
    baseURL: config.baseUrl,
    // A local endpoint often needs no key; the client insists on one.
    apiKey: config.apiKey ?? 'none',
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  return {
    async *stream(messages, signal) {
      const stream = await (await client()).chat.completions.create(
        { model, messages, stream: true, temperature: 0.2 },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text !== '') yield text;
      }
    },
  };
}
