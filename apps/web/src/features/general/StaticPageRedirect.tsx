import { Container, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A hard redirect (docs/product/shell.md SHELL-15): `replace` leaves the app entirely, so the static page
 * does not depend on the app's code, and the back button does not return to the redirecting route.
 */
export function StaticPageRedirect({ to }: { to: string }) {
  const { t } = useTranslation('core');
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <Container py="xl">
      <Text role="status">{t('redirecting')}</Text>
    </Container>
  );
}
