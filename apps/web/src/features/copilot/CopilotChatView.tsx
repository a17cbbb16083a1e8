import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { COPILOT_QUESTION_MAX } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { IconPlus, IconSend } from '../../lib/icons/icons.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { CopilotAnswer } from './CopilotAnswer.tsx';
import { CopilotPrompts } from './CopilotPrompts.tsx';
import { pageContext } from './pageContext.ts';
import type { CopilotChat } from './useCopilotChat.ts';

type Props = { chat: CopilotChat; onNavigate: () => void };

/** The conversation, the answer streaming in, and the question box; knows the page on screen. */
export function CopilotChatView({ chat, onNavigate }: Props) {
  const { t } = useTranslation('core');
  const [question, setQuestion] = useState('');
  const { pathname, search } = useLocation();
  const params = useMatches().at(-1)?.params ?? {};
  const context = pageContext(pathname, params, search);
  const { conversation, pending } = chat;
  const messages = chat.conversationId ? (conversation.data?.messages ?? []) : [];
  const isBusy = pending?.isStreaming ?? false;
  const hasContext = Boolean(context.appId || context.buildId || context.logQuery);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || isBusy) return;
    setQuestion('');
    void chat.ask(text, context);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        {hasContext ? (
          <Group gap={4} role="group" aria-label={t('copilot.contextLabel')}>
            {context.appId && (
              <Badge variant="light" color="gray">
                {t('copilot.context.app')}
              </Badge>
            )}
            {context.buildId && (
              <Badge variant="light" color="gray">
                {t('copilot.context.build')}
              </Badge>
            )}
            {context.logQuery && (
              <Badge variant="light" color="gray">
                {t('copilot.context.logs')}
              </Badge>
            )}
          </Group>
        ) : (
          <span />
        )}
        <Group gap={4} wrap="nowrap">
          <CopilotPrompts
            context={context}
            input={question}
            isBusy={isBusy}
            onRun={(promptId, label, input) => {
              if (input) setQuestion('');
              void chat.generate(promptId, label, context, input);
            }}
          />
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => chat.open(null)}
            disabled={!chat.conversationId && !pending}
          >
            {t('copilot.newChat')}
          </Button>
        </Group>
      </Group>
      {chat.conversationId && conversation.isPending && <DelayedSpinner />}
      {messages.length === 0 && !pending && <Text c="dimmed">{t('copilot.empty')}</Text>}
      <Stack gap="md" aria-live="polite">
        {messages.map((message) =>
          message.role === 'user' ? (
            <Question key={message.id} text={message.content} />
          ) : (
            <CopilotAnswer
              key={message.id}
              conversationId={chat.conversationId!}
              message={message}
              onNavigate={onNavigate}
            />
          ),
        )}
        {pending && (
          <>
            <Question text={pending.question} />
            {pending.text && (
              <CopilotAnswer text={pending.text} sources={pending.sources} onNavigate={onNavigate} />
            )}
            {pending.isStreaming && !pending.text && <DelayedSpinner />}
            {pending.error && (
              <Alert color="red" role="alert">
                {t(pending.error.key)}
                {pending.error.detail ? ` ${pending.error.detail}` : ''}
              </Alert>
            )}
          </>
        )}
      </Stack>
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={t('copilot.questionLabel')}
            description={t('copilot.questionHint')}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
            maxLength={COPILOT_QUESTION_MAX}
            autosize
            minRows={2}
            maxRows={8}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isBusy} leftSection={<IconSend size={16} aria-hidden />}>
              {t('copilot.ask')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function Question({ text }: { text: string }) {
  return (
    <Text
      p="sm"
      bg="var(--mantine-color-gray-1)"
      style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'pre-wrap', alignSelf: 'flex-end' }}
    >
      {text}
    </Text>
  );
}
