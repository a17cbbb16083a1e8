import { Button, Text } from '@mantine/core';
import { type CatalogEntryDetail, can } from '@portal/contracts';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginUrl } from '../../lib/http/httpClient.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useAccessState } from '../../lib/identity/useAccessContext.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { CreateAppModal } from '../console-apps/index.ts';

/**
 * 'Copy to my company' needs a session, a selected company and apps.write there (the server checks the
 * same); each missing piece says what to do instead.
 */
export function CopyToCompany({ entry }: { entry: CatalogEntryDetail }) {
  const { t } = useTranslation('core');
  const location = useLocation();
  const { isSignedIn, isLoading: isSessionLoading } = useSession();
  const { selected } = useCompany();
  const access = useAccessState();
  const [opened, setOpened] = useState(false);

  if (isSessionLoading) return null;
  if (!isSignedIn) {
    return (
      <Button component={Link} to={loginUrl(location.pathname, location.search)} variant="light">
        {t('catalog.copy.signIn')}
      </Button>
    );
  }
  if (access.isLoading) return null;
  if (!selected) return <Text size="sm">{t('catalog.copy.noCompany')}</Text>;
  if (!can(access, { orgPermission: 'apps.write' })) {
    return <Text size="sm">{t('catalog.copy.notAllowed', { company: selected.organizationName })}</Text>;
  }
  return (
    <>
      <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('catalog.copy.button')}
      </Button>
      {/* The console's create form, as a copy of this sample: one dialog, one set of labels. */}
      {opened && <CreateAppModal opened sample={entry} onClose={() => setOpened(false)} />}
    </>
  );
}
