import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An app's name in a list: a link to its page, in bold, marked when retired. */
export function AppNameCell({
  to,
  name,
  retired = false,
}: {
  to: string | null;
  name: string;
  retired?: boolean;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      {to ? (
        <Anchor component={Link} to={to} fw={600}>
          {name}
        </Anchor>
      ) : (
        <Text span fw={600}>
          {name}
        </Text>
      )}
      {retired && (
        <Text span size="xs" c="gray.7" ml={6}>
          {t('appsList.retiredMark')}
        </Text>
      )}
    </>
  );
}

/** A reference ID as code, the way people type it. */
export function ReferenceIdCell({ value }: { value: string }) {
  return (
    <Text size="sm" ff="monospace">
      {value}
    </Text>
  );
}
