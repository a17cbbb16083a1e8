import { Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { SUPPORT_TEXT_MAX, type SupportCase, type SupportMessage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format/dates.ts';
import { formatFileSize } from '../../lib/format/fileSize.ts';
import { errorText } from '../../lib/http/errorText.ts';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { IconPaperclip } from '../../lib/icons/icons.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { AttachmentsInput } from './AttachmentsInput.tsx';
import { caseQueryOptions } from './api/supportApi.ts';
import { useReplyToCaseMutation, useSetCaseStatusMutation } from './api/supportMutations.ts';
import { attachmentIssue } from './attachmentChecks.ts';
import { CaseSeverityBadge, CaseStatusBadge } from './caseBadges.tsx';

/** One case: its conversation, a reply with files, and closing or reopening it. */
export function CaseView({ id }: { id: string }) {
  const { t } = useTranslation('core');
  const query = useQuery(caseQueryOptions(id));
  const back = (
    <Anchor component={Link} to="/support" size="sm">
      {t('support.case.back')}
    </Anchor>
  );
  return (
    <Stack gap="lg" maw={900}>
      {back}
      <QueryState
        query={query}
        errorMessage={(error) =>
          isHttpError(error) && error.status === 404
            ? t('support.case.notFound')
            : t('support.case.loadError')
        }
      >
        {(item) => (
          <>
            <Stack gap={6}>
              <Title order={1}>{item.subject}</Title>
              <Group gap="xs">
                <Text c="gray.7">
                  {item.number} · {item.organizationName} · {t(`support.categories.${item.category}`)}
                </Text>
                <CaseSeverityBadge severity={item.severity} />
                <CaseStatusBadge status={item.status} />
              </Group>
            </Stack>
            <Stack
              gap="sm"
              component="ol"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label={t('support.case.conversation')}
            >
              {item.messages.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </Stack>
            <CaseActions item={item} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function MessageCard({ message }: { message: SupportMessage }) {
  const { t, i18n } = useTranslation('core');
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      style={message.fromSupport ? { borderLeft: '4px solid var(--mantine-color-teal-6)' } : undefined}
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600} size="sm">
          {message.author || t('support.case.unknownAuthor')}
          {message.fromSupport && (
            <Text span c="teal.8" size="sm" fw={600}>
              {' '}
              · {t('support.case.fromSupport')}
            </Text>
          )}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDateTime(message.createdAt, i18n.language)}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
      {message.attachments.length > 0 && (
        <Group gap="md" mt="sm">
          {message.attachments.map((file) => (
            <Anchor key={file.id} href={file.url} download={file.fileName} size="sm">
              <IconPaperclip size={14} aria-hidden /> {file.fileName} (
              {formatFileSize(file.size, i18n.language)})
            </Anchor>
          ))}
        </Group>
      )}
    </Card>
  );
}

function CaseActions({ item }: { item: SupportCase }) {
  const { t } = useTranslation('core');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const reply = useReplyToCaseMutation(item.id, {
    onSuccess: () => {
      setBody('');
      setFiles([]);
      setProblem(null);
    },
    onError: (error) => setProblem(errorText(error, t('support.case.replyError'), [400, 409, 413, 415])),
  });
  const status = useSetCaseStatusMutation(item.id, {
    onSuccess: (next) => {
      setConfirmClose(false);
      toast.info(
        t(next.status === 'closed' ? 'support.case.closed' : 'support.case.reopened', {
          number: next.number,
        }),
      );
    },
    onError: () => toast.error(t('support.case.statusError')),
  });

  if (item.status === 'closed')
    return (
      <Group>
        <Text c="gray.7">{t('support.case.closedNote')}</Text>
        <Button variant="default" loading={status.isPending} onClick={() => status.mutate('open')}>
          {t('support.case.reopen')}
        </Button>
      </Group>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim() === '') return setProblem(t('support.case.replyEmpty'));
        if (attachmentIssue(files)) return;
        reply.mutate({ body, files });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('support.case.reply')}
          rows={4}
          maxLength={SUPPORT_TEXT_MAX}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <AttachmentsInput value={files} onChange={setFiles} disabled={reply.isPending} />
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => setConfirmClose(true)}>
            {t('support.case.close')}
          </Button>
          <Button type="submit" loading={reply.isPending}>
            {t('support.case.send')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmClose}
        title={t('support.case.closeTitle', { number: item.number })}
        confirmLabel={t('support.case.close')}
        busy={status.isPending}
        onConfirm={() => status.mutate('closed')}
        onCancel={() => setConfirmClose(false)}
      >
        {t('support.case.closeText')}
      </ConfirmDialog>
    </form>
  );
}
