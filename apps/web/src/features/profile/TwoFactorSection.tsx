import { Alert, Button, Code, Image, Stack, Text, Title } from '@mantine/core';
import type { TwoFactorEnrolment } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/dates.ts';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import {
  twoFactorStatusQueryOptions,
  useConfirmEnrolmentMutation,
  useDisableMutation,
  useRefreshTwoFactorStatus,
  useStartEnrolmentMutation,
} from './api/twoFactorApi.ts';
import { CodeForm } from './CodeForm.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/** The i18n key of a refused code or step, by the status the server answered. */
function errorKey(error: unknown): string {
  if (!isHttpError(error)) return 'profile.twoFactor.failed';
  if (error.status === 400) return 'profile.twoFactor.wrongCode';
  if (error.status === 409) return 'profile.twoFactor.conflict';
  if (error.status === 429) return 'profile.twoFactor.tooMany';
  return 'profile.twoFactor.failed';
}

/** /profile's two-factor sign-in: turn it on with an authenticator app, see it, turn it off with a code. */
export function TwoFactorSection() {
  const { t, i18n } = useTranslation('core');
  const status = useQuery(twoFactorStatusQueryOptions());
  const start = useStartEnrolmentMutation();
  const confirm = useConfirmEnrolmentMutation();
  const disable = useDisableMutation();
  const refresh = useRefreshTwoFactorStatus();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [disableError, setDisableError] = useState<string | null>(null);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (data) => {
        setConfirmError(null);
        setEnrolment(data);
      },
      onError: (error) => toast.error(t(errorKey(error))),
    });
  const finishEnrolment = (code: string) =>
    confirm.mutate(code, {
      onSuccess: (data) => {
        setEnrolment(null);
        setCodes(data.recoveryCodes);
      },
      onError: (error) => setConfirmError(t(errorKey(error))),
    });
  const turnOff = (code: string) =>
    disable.mutate(code, {
      onSuccess: () => {
        setDisableError(null);
        toast.info(t('profile.twoFactor.turnedOff'));
      },
      onError: (error) => setDisableError(t(errorKey(error))),
    });

  let body: ReactNode;
  if (codes)
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refresh();
        }}
      />
    );
  else
    body = (
      <QueryState query={status} errorMessage={t('profile.twoFactor.loadError')}>
        {(twoFactor) =>
          twoFactor.enrolled ? (
            <Stack gap="sm">
              <Text>
                {t('profile.twoFactor.on', {
                  date: twoFactor.enrolledAt ? formatDate(twoFactor.enrolledAt, i18n.language) : '',
                })}
              </Text>
              <Text>{t('profile.twoFactor.codesLeft', { count: twoFactor.recoveryCodesLeft })}</Text>
              {twoFactor.requiredByCompany && <Text c="gray.7">{t('profile.twoFactor.requiredNote')}</Text>}
              <CodeForm
                label={t('profile.twoFactor.disableLabel')}
                submitLabel={t('profile.twoFactor.turnOff')}
                busy={disable.isPending}
                error={disableError}
                onSubmit={turnOff}
                recoveryAllowed
                destructive
              />
            </Stack>
          ) : enrolment ? (
            <Stack gap="sm" maw={560}>
              <Text>{t('profile.twoFactor.scan')}</Text>
              <Image src={enrolment.qrCodeDataUrl} alt={t('profile.twoFactor.qrAlt')} w={200} h={200} />
              <Text>
                {t('profile.twoFactor.manualKey')}{' '}
                <Code aria-label={t('profile.twoFactor.keyLabel')} style={{ overflowWrap: 'anywhere' }}>
                  {enrolment.secret}
                </Code>
              </Text>
              <CodeForm
                label={t('profile.twoFactor.codeLabel')}
                submitLabel={t('profile.twoFactor.confirm')}
                busy={confirm.isPending}
                error={confirmError}
                onSubmit={finishEnrolment}
              />
              <div>
                <Button variant="subtle" onClick={() => setEnrolment(null)}>
                  {t('profile.twoFactor.cancel')}
                </Button>
              </div>
            </Stack>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text>{t('profile.twoFactor.off')}</Text>
              {twoFactor.requiredByCompany && (
                <Alert color="yellow">{t('profile.twoFactor.requiredByCompany')}</Alert>
              )}
              <Button onClick={begin} loading={start.isPending}>
                {t('profile.twoFactor.turnOn')}
              </Button>
            </Stack>
          )
        }
      </QueryState>
    );

  return (
    <section aria-labelledby="profile-two-factor">
      <Title order={2} size="h3" id="profile-two-factor" mb="sm">
        {t('profile.twoFactor.title')}
      </Title>
      {body}
    </section>
  );
}
