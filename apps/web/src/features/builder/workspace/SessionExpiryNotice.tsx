import { Alert, Button, Group, Text } from '@mantine/core';
import { BUILDER_SESSION_POLL_MS, BUILDER_SESSION_WARN_MS } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { authKeys } from '../../../lib/identity/authKeys.ts';
import { useSignInFailureText } from '../../auth/index.ts';
import { builderApi } from '../api/builderApi.ts';
import { builderKeys } from '../api/keys.ts';
import { useRenewBuilderSessionMutation, useSignInAgainMutation } from '../api/sessionMutations.ts';

const TICK_MS = 15_000;

/**
 * A notice a few minutes before the session ends (docs/product/builder.md BUILDER-12). The idle timeout is
 * renewed by a request; the absolute one only by signing in again, in the sign-in window so this page and its
 * draft stay. The draft's pending save goes first either way: nothing typed waits on a session about to end.
 */
export function SessionExpiryNotice({ flush }: { flush: () => Promise<boolean> }) {
  const { t } = useTranslation('builder');
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: builderKeys.session(),
    queryFn: ({ signal }) => builderApi.sessionStatus(signal),
    refetchInterval: BUILDER_SESSION_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // A new absolute end is a new session (signed in again in another tab): its CSRF token is new too.
  const seenEnd = useRef<string | null>(null);
  const expiresAt = status.data?.expiresAt ?? null;
  useEffect(() => {
    if (expiresAt && seenEnd.current && seenEnd.current !== expiresAt)
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    if (expiresAt) seenEnd.current = expiresAt;
  }, [expiresAt, queryClient]);

  const renew = useRenewBuilderSessionMutation(flush);
  // In the 800x500 sign-in window (docs/product/builder.md BUILDER-12): this page, its editor and its draft
  // stay as they are.
  const failureText = useSignInFailureText();
  const signInAgain = useSignInAgainMutation(flush);

  const ended = isHttpError(status.error) && status.error.status === 401;
  if (!status.data && !ended) return null;
  // The server's times on this browser's clock: the answer's `now` is when it was read.
  const skew = status.data ? status.dataUpdatedAt - Date.parse(status.data.now) : 0;
  const idleEnd = status.data ? Date.parse(status.data.idleExpiresAt) + skew : 0;
  const absoluteEnd = status.data ? Date.parse(status.data.expiresAt) + skew : 0;
  const remaining = Math.min(idleEnd, absoluteEnd) - Math.max(now, status.dataUpdatedAt);
  if (!ended && remaining > BUILDER_SESSION_WARN_MS) return null;
  const canRenew = !ended && idleEnd < absoluteEnd && remaining > 0;
  const minutes = Math.max(1, Math.ceil(remaining / 60_000));

  return (
    <Alert color="yellow" role="alert" title={t('session.title')}>
      <Text size="sm">
        {ended || remaining <= 0
          ? t('session.ended')
          : canRenew
            ? t('session.idle', { count: minutes })
            : t('session.absolute', { count: minutes })}
      </Text>
      <Group gap="xs" mt="xs">
        {canRenew ? (
          <Button size="xs" loading={renew.isPending} onClick={() => renew.mutate()}>
            {t('session.renew')}
          </Button>
        ) : (
          <Button size="xs" loading={signInAgain.isPending} onClick={() => signInAgain.mutate()}>
            {t('session.signIn')}
          </Button>
        )}
      </Group>
      {signInAgain.isError && (
        <Text size="sm" c="red.8" mt="xs">
          {failureText(signInAgain.error)}
        </Text>
      )}
      {renew.isError && (
        <Text size="sm" c="red.8" mt="xs">
          {t('session.renewFailed')}
        </Text>
      )}
    </Alert>
  );
}
