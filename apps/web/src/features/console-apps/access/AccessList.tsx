import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Item = { key: string; label: ReactNode; detail?: ReactNode; removeLabel: string };
type Props = {
  label: string;
  items: Item[];
  emptyText: string;
  onRemove?: ((key: string) => void) | undefined;
};

/** The rows of one access section, each with a remove button for those who may change access. */
export function AccessList({ label, items, emptyText, onRemove }: Props) {
  if (items.length === 0) return <Text c="gray.7">{emptyText}</Text>;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <Group key={item.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={500} style={{ wordBreak: 'break-word' }}>
              {item.label}
            </Text>
            {item.detail && (
              <Text size="sm" c="gray.7">
                {item.detail}
              </Text>
            )}
          </div>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={item.removeLabel}
              onClick={() => onRemove(item.key)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}
