import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { isUuid } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginUrl } from '../../lib/http/httpClient.ts';
import { IconPlus } from '../../lib/icons/icons.ts';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useAccessState } from '../../lib/identity/useAccessContext.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { DelayedSpinner } from '../../lib/loading/DelayedSpinner.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { CaseList } from './CaseList.tsx';
import { CaseView } from './CaseView.tsx';
import { OpenCaseDialog } from './OpenCaseDialog.tsx';

/**
 * /support (?case={id} for one case): a company's developer support contacts (support.manage) open and
 * follow its cases; the provider's support (admin.support) works every company's queue; anyone else is
 * told who can open one for them.
 */
export function SupportPage() {
  const { t } = useTranslation('core');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isSignedIn, isLoading: isSessionLoading } = useSession();
  const access = useAccessState();
  const company = useCompany().selected;
  const [opening, setOpening] = useState(false);

  if (isSessionLoading || (isSignedIn && access.isLoading)) return <DelayedSpinner />;
  const caseId = params.get('case');
  if (isSignedIn && caseId && isUuid(caseId)) return <CaseView id={caseId} />;

  const isSupport = access.globalPermissions.includes('admin.support');
  const isContact = access.orgPermissions?.includes('support.manage') ?? false;
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('support.title')}</Title>
          <Text>{t('support.intro')}</Text>
        </Stack>
        {isContact && company && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpening(true)}>
            {t('support.openCase')}
          </Button>
        )}
      </Group>
      {!isSignedIn ? (
        <Text>
          <Anchor component={Link} to={loginUrl(location.pathname, location.search)} underline="always">
            {t('support.signIn')}
          </Anchor>{' '}
          {t('support.signInWhy')}
        </Text>
      ) : (
        <>
          {isSupport && (
            <Stack gap="sm" component="section" aria-labelledby="support-queue">
              <Title order={2} id="support-queue">
                {t('support.queue')}
              </Title>
              <CaseList scope={{ kind: 'all' }} />
            </Stack>
          )}
          {isContact && company ? (
            <Stack gap="sm" component="section" aria-labelledby="support-company">
              <Title order={2} id="support-company">
                {t('support.companyCases', { company: company.organizationName })}
              </Title>
              <CaseList scope={{ kind: 'company', organizationId: company.organizationUuid }} />
            </Stack>
          ) : (
            !isSupport && <Text>{t('support.notContact')}</Text>
          )}
        </>
      )}
      <Text size="sm" c="gray.7">
        {t('support.meanwhile')}{' '}
        <Anchor component={Link} to="/help" underline="always">
          {t('support.helpLink')}
        </Anchor>
      </Text>
      {opening && company && (
        <OpenCaseDialog
          companyName={company.organizationName}
          onClose={() => setOpening(false)}
          onOpened={(opened) => {
            setOpening(false);
            toast.info(t('support.opened', { number: opened.number }));
            navigate(`/support?case=${opened.id}`);
          }}
        />
      )}
    </Stack>
  );
}
