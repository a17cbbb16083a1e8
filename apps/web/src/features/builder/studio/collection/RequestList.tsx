import { ActionIcon, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CollectionRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PassBadge, type RunOutcome } from './RunResult.tsx';

type Props = {
  requests: CollectionRequest[];
  selected: string | null;
  outcomes: Record<string, RunOutcome>;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (id: string) => void;
};

/** The requests in run order: select one, move it up or down, delete it; each with its last result. */
export function RequestList({ requests, selected, outcomes, onSelect, onMove, onDelete }: Props) {
  const { t } = useTranslation('builder');
  return (
    <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('studio.requests')}>
      {requests.map((request, i) => {
        const outcome = outcomes[request.id];
        const isSelected = request.id === selected;
        return (
          <Paper
            key={request.id}
            component="li"
            withBorder
            p="xs"
            bg={isSelected ? 'blue.0' : undefined}
            style={{ borderColor: isSelected ? 'var(--mantine-color-blue-7)' : undefined }}
          >
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <UnstyledButton
                onClick={() => onSelect(request.id)}
                aria-current={isSelected ? 'true' : undefined}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Group gap={6} wrap="nowrap">
                  <Badge variant="outline" color="gray" c="dark.8" radius="sm" w={72}>
                    {request.format === 'soap'
                      ? 'SOAP'
                      : request.format === 'graphql'
                        ? 'GQL'
                        : request.method}
                  </Badge>
                  <Text size="sm" fw={500} truncate>
                    {request.name}
                  </Text>
                </Group>
                <Text size="xs" c="gray.7" ff="monospace" truncate>
                  {request.path}
                </Text>
              </UnstyledButton>
              {outcome?.kind === 'answer' && (
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" fw={600}>
                    {outcome.answer.status}
                  </Text>
                  <PassBadge passed={outcome.passed} />
                </Group>
              )}
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('studio.moveUp', { name: request.name })}
                  disabled={i === 0}
                  onClick={() => onMove(i, i - 1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('studio.moveDown', { name: request.name })}
                  disabled={i === requests.length - 1}
                  onClick={() => onMove(i, i + 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('studio.deleteRequest', { name: request.name })}
                  onClick={() => onDelete(request.id)}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
