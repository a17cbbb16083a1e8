import { Code, Drawer } from '@mantine/core';
import type { LogRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** A line's every field and attribute as formatted JSON. */
export function LogDetailDrawer({ row, onClose }: { row: LogRow | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('logs.detail.title')}
      closeButtonProps={{ 'aria-label': t('logs.detail.close') }}
    >
      {row && (
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify(row, null, 2)}
        </Code>
      )}
    </Drawer>
  );
}
