import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { COPILOT_FEEDBACK_COMMENT_MAX, type CopilotMessage } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconThumbDown, IconThumbUp } from '../../lib/icons/icons.ts';
import { toast } from '../../lib/toasts/toasts.ts';
import { useCopilotFeedbackMutation } from './api/copilotApi.ts';

/** Up or down on an answer, then an optional comment sent with the same rating. */
export function CopilotFeedback({
  conversationId,
  message,
}: {
  conversationId: string;
  message: CopilotMessage;
}) {
  const { t } = useTranslation('core');
  const [comment, setComment] = useState(message.feedback?.comment ?? '');
  const [isCommenting, setIsCommenting] = useState(false);
  const feedback = useCopilotFeedbackMutation(conversationId);
  const rating = message.feedback?.rating ?? null;
  const send = (value: 'up' | 'down', withComment: boolean) =>
    feedback.mutate(
      {
        messageId: message.id,
        feedback: { rating: value, ...(withComment && comment.trim() ? { comment: comment.trim() } : {}) },
      },
      {
        onSuccess: () => {
          if (withComment) setIsCommenting(false);
          else setIsCommenting(true);
        },
        onError: () => toast.error(t('copilot.feedbackError')),
      },
    );
  return (
    <Stack gap="xs">
      <Group gap={4}>
        <Text size="sm" c="dimmed">
          {t('copilot.helpful')}
        </Text>
        <ActionIcon
          variant={rating === 'up' ? 'filled' : 'subtle'}
          aria-label={t('copilot.rateUp')}
          aria-pressed={rating === 'up'}
          onClick={() => send('up', false)}
          disabled={feedback.isPending}
        >
          <IconThumbUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant={rating === 'down' ? 'filled' : 'subtle'}
          aria-label={t('copilot.rateDown')}
          aria-pressed={rating === 'down'}
          onClick={() => send('down', false)}
          disabled={feedback.isPending}
        >
          <IconThumbDown size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {isCommenting && rating && (
        <Group align="flex-end" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            size="sm"
            label={t('copilot.commentLabel')}
            value={comment}
            maxLength={COPILOT_FEEDBACK_COMMENT_MAX}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={1}
          />
          <Button size="sm" variant="light" onClick={() => send(rating, true)} loading={feedback.isPending}>
            {t('copilot.sendComment')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
