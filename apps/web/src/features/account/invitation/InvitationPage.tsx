import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { invitationAcceptRequestSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../lib/http/errorText.ts';
import { useSession } from '../../../lib/identity/useSession.ts';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { invitationQueryOptions, useAcceptInvitationMutation } from './api/invitationApi.ts';

/**
 * /invitation/{token}, the link of the invitation e-mail. Signed in as the invited address, one click
 * joins the company. Without an account, the invitee chooses a password and the account is made
 * (the embedded provider's accounts are the portal's rows); with one, they sign in first.
 */
export function Component() {
  const { t } = useTranslation('console');
  const token = useParams().token ?? '';
  const { isSignedIn, isLoading } = useSession();
  const preview = useQuery(invitationQueryOptions(token));
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useAcceptInvitationMutation(token, {
    onError: (error) => setProblem(errorText(error, t('invitation.failed'))),
  });
  const loginLink = `/login?path=${encodeURIComponent(`/invitation/${token}`)}`;

  if (preview.isPending || isLoading) return <DelayedSpinner />;
  if (preview.isError)
    return (
      <Alert color="red" title={t('invitation.invalidTitle')} maw={560}>
        {errorText(preview.error, t('invitation.failed'))}
      </Alert>
    );
  const invitation = preview.data;

  return (
    <Card withBorder maw={560} p="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('invitation.title', { company: invitation.organizationName })}
        </Title>
        <Text>
          {t('invitation.for', {
            name: `${invitation.firstName} ${invitation.lastName}`,
            email: invitation.email,
          })}
        </Text>
        {accept.isSuccess ? (
          <Stack gap="sm" role="status">
            <Text>
              {t(accept.data.accountCreated ? 'invitation.created' : 'invitation.joined', {
                company: invitation.organizationName,
              })}
            </Text>
            <Button
              component={Link}
              to={accept.data.accountCreated ? '/login?path=%2Fconsole' : '/console/users'}
              w="fit-content"
            >
              {t(accept.data.accountCreated ? 'invitation.signIn' : 'invitation.open')}
            </Button>
          </Stack>
        ) : isSignedIn ? (
          <Button w="fit-content" loading={accept.isPending} onClick={() => accept.mutate(undefined)}>
            {t('invitation.accept')}
          </Button>
        ) : invitation.hasAccount ? (
          <Button component={Link} to={loginLink} w="fit-content">
            {t('invitation.signInToAccept', { email: invitation.email })}
          </Button>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const parsed = invitationAcceptRequestSchema.safeParse({ password });
              if (!parsed.success || !password) {
                setProblem(t('invitation.passwordRule'));
                return;
              }
              accept.mutate(password);
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{t('invitation.newAccount')}</Text>
              <PasswordInput
                label={t('invitation.password')}
                description={t('invitation.passwordRule')}
                autoComplete="new-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setProblem(null);
                }}
                required
              />
              <Button type="submit" w="fit-content" loading={accept.isPending}>
                {t('invitation.createAndAccept')}
              </Button>
            </Stack>
          </form>
        )}
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
