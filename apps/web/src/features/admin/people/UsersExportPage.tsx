import { Button, Stack, Text, Title } from '@mantine/core';
import { userExportColumns } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { USERS_EXPORT_URL } from './api/peopleAdminApi.ts';

/**
 * /admin/user-management/export: every account as a CSV file. The server streams it in batches; a
 * plain download link lets the browser save it as it arrives, whatever its size.
 */
export function UsersExportPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('usersExport.title')}</Title>
      <Text>{t('usersExport.intro')}</Text>
      <Text size="sm" c="gray.7">
        {t('usersExport.columns', { columns: userExportColumns.join(', ') })}
      </Text>
      <Text size="sm" c="gray.7">
        {t('usersExport.formulas')}
      </Text>
      <div>
        <Button component="a" href={USERS_EXPORT_URL} download>
          {t('usersExport.download')}
        </Button>
      </div>
    </Stack>
  );
}
