import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address naming no published sample (unknown, or withdrawn by staff). */
export function NotInCatalog() {
  const { t } = useTranslation('core');
  return (
    <Stack gap="sm">
      <Title order={1}>{t('catalog.notFound.title')}</Title>
      <Text>{t('catalog.notFound.text')}</Text>
      <Anchor component={Link} to="/app-catalog">
        {t('catalog.back')}
      </Anchor>
    </Stack>
  );
}
