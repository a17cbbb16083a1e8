import { Stack, Text } from '@mantine/core';
import { can } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccessContext } from '../../../lib/identity/useAccessContext.ts';
import { LicensesGiven } from '../../account/index.ts';
import { AppViewFrame } from '../view/AppViewFrame.tsx';

/** /console/apps/view/:id/licenses: the companies this app is licensed to, with grant and end. */
export function AppLicensesPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('console');
  const canManage = can(useAccessContext(), { orgPermission: 'licenses.manage' });
  return (
    <AppViewFrame appId={id} section="licenses">
      {(app) => (
        <Stack gap="md">
          <Text size="sm">{t('licenses.explainApp')}</Text>
          <LicensesGiven
            org={app.organizationId}
            app={{ id: app.id, name: app.name }}
            canGrant={canManage && app.retiredAt === null}
            canEnd={canManage}
          />
        </Stack>
      )}
    </AppViewFrame>
  );
}
