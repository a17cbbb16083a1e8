import { Anchor, Badge, Code, List, Stack, Text } from '@mantine/core';
import type { CopilotMessage, CopilotSource } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarkdownContent } from '../../lib/markdown/MarkdownContent.tsx';
import { answerParts } from './answerParts.ts';
import { CopilotFeedback } from './CopilotFeedback.tsx';

type Props =
  | { message: CopilotMessage; conversationId: string; onNavigate: () => void }
  | { text: string; sources: CopilotSource[]; onNavigate: () => void };

/**
 * One answer: its text (while it streams, code fenced as code; once stored, its Markdown as the server
 * rendered it), how it was made, its sources as links, and feedback.
 */
export function CopilotAnswer(props: Props) {
  const { t } = useTranslation('core');
  const stored = 'message' in props ? props.message : null;
  const text = stored ? stored.content : 'text' in props ? props.text : '';
  const sources = stored ? stored.sources : 'sources' in props ? props.sources : [];
  return (
    <Stack gap="xs">
      {stored?.mode && (
        <Badge variant="outline" color={stored.mode === 'generated' ? 'violet.8' : 'gray.7'}>
          {t(stored.mode === 'generated' ? 'copilot.mode.generated' : 'copilot.mode.retrieval')}
        </Badge>
      )}
      {stored?.html ? (
        // A stored answer as the server rendered its Markdown (sanitised there, as the docs are); a link in
        // it leaves the panel as a source's link does.
        <div onClickCapture={(event) => (event.target as HTMLElement).closest('a') && props.onNavigate()}>
          <MarkdownContent html={stored.html} />
        </div>
      ) : (
        answerParts(text).map((part, index) =>
          part.kind === 'code' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            <Code key={index} block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {part.value}
            </Code>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            <Text key={index} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {part.value}
            </Text>
          ),
        )
      )}
      {sources.length > 0 && (
        <div>
          <Text size="sm" fw={700}>
            {t('copilot.sources')}
          </Text>
          <List size="sm">
            {sources.map((source) => (
              <List.Item key={`${source.kind} ${source.url} ${source.title}`}>
                <Anchor component={Link} to={source.url} onClick={props.onNavigate}>
                  {source.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {stored && 'conversationId' in props && (
        <CopilotFeedback conversationId={props.conversationId} message={stored} />
      )}
    </Stack>
  );
}
