import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginUrl } from '../../lib/http/httpClient.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { useDocFeedbackMutation } from './api/docsMutations.ts';

/** "Was this page helpful?": one answer per reader, which they may change; a comment on a "no". */
export function DocFeedback({ slug, helpful }: { slug: string; helpful: boolean | null }) {
  const { t } = useTranslation('core');
  const { isSignedIn } = useSession();
  const location = useLocation();
  const [comment, setComment] = useState('');
  const [askComment, setAskComment] = useState(false);
  const [thanked, setThanked] = useState(false);
  const send = useDocFeedbackMutation(slug, {
    onSuccess: (_, answer) => {
      setThanked(answer.helpful || answer.comment !== undefined);
      setAskComment(!answer.helpful && answer.comment === undefined);
    },
  });

  return (
    <Stack gap="xs" aria-labelledby="doc-feedback-title" component="section">
      <Text id="doc-feedback-title" fw={600}>
        {t('docs.helpful.question')}
      </Text>
      {!isSignedIn ? (
        <Text size="sm">
          <Link to={loginUrl(location.pathname, location.search)}>{t('docs.helpful.signIn')}</Link>
        </Text>
      ) : (
        <Group gap="xs">
          {([true, false] as const).map((answer) => (
            <Button
              key={String(answer)}
              size="xs"
              variant={helpful === answer ? 'filled' : 'default'}
              aria-pressed={helpful === answer}
              loading={send.isPending && send.variables?.helpful === answer && !send.variables.comment}
              onClick={() => send.mutate({ helpful: answer })}
            >
              {answer ? t('docs.helpful.yes') : t('docs.helpful.no')}
            </Button>
          ))}
        </Group>
      )}
      {askComment && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({ helpful: false, comment: comment.trim() });
          }}
        >
          <Stack gap="xs" maw={520}>
            <Textarea
              label={t('docs.helpful.commentLabel')}
              value={comment}
              maxLength={1000}
              rows={3}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            <Group>
              <Button type="submit" size="xs" disabled={comment.trim() === ''} loading={send.isPending}>
                {t('docs.helpful.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {thanked && !askComment && (
        <Text size="sm" c="dimmed" role="status">
          {t('docs.helpful.thanks')}
        </Text>
      )}
      {send.isError && (
        <Alert color="red" variant="light">
          {t('docs.helpful.error')}
        </Alert>
      )}
    </Stack>
  );
}
