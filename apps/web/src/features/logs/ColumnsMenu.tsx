import { ActionIcon, Button, Checkbox, Group, NumberInput, Popover, ScrollArea, Stack } from '@mantine/core';
import type { LogColumn, LogTableLayout } from '@portal/contracts';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COLUMN_WIDTH,
  moveColumn,
  setColumnWidth,
  toggleColumn,
  visibleColumns,
} from './layout.utils.ts';

type Props = {
  columns: readonly LogColumn[];
  layout: LogTableLayout;
  onChange: (layout: LogTableLayout) => void;
};

/** Visible columns, their order and widths: the table layout a preset keeps (docs/product/logs.md LOGS-5). */
export function ColumnsMenu({ columns, layout, onChange }: Props) {
  const { t } = useTranslation('console');
  const visible = visibleColumns(layout);
  const hidden = columns.map((column) => column.name).filter((name) => !visible.includes(name));
  return (
    <Popover position="bottom-end" trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('logs.layout.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack gap={6} role="group" aria-label={t('logs.layout.title')}>
            {[...visible, ...hidden].map((name, position) => {
              const isVisible = position < visible.length;
              const label = t(`logs.columns.${name}`, { defaultValue: name });
              return (
                <Group key={name} gap={6} wrap="nowrap">
                  <Checkbox
                    label={label}
                    checked={isVisible}
                    onChange={(event) => onChange(toggleColumn(layout, name, event.currentTarget.checked))}
                    w={130}
                  />
                  {isVisible && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('logs.layout.moveUp', { column: label })}
                        disabled={position === 0}
                        onClick={() => onChange(moveColumn(layout, name, -1))}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('logs.layout.moveDown', { column: label })}
                        disabled={position === visible.length - 1}
                        onClick={() => onChange(moveColumn(layout, name, 1))}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <NumberInput
                        aria-label={t('logs.layout.width', { column: label })}
                        value={layout.widths[name] ?? DEFAULT_COLUMN_WIDTH}
                        onChange={(width) =>
                          typeof width === 'number' && onChange(setColumnWidth(layout, name, width))
                        }
                        min={40}
                        max={2000}
                        step={20}
                        size="xs"
                        w={90}
                      />
                    </>
                  )}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
