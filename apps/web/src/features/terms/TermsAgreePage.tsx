import { Alert, Button, Checkbox, Container, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { safeReturnPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format/dates.ts';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { termsStatusQueryOptions } from '../../lib/identity/termsQueries.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { useAgreeToTermsMutation } from './api/termsMutations.ts';
import { TermsText } from './TermsText.tsx';

/**
 * /terms/agree?path=…: the user reads and accepts the current terms, recorded with POST self/terms, then
 * goes on to the page that asked for it (only a path on this origin, like after sign-in).
 */
export function TermsAgreePage() {
  const { t, i18n } = useTranslation('core');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useQuery(termsStatusQueryOptions());
  const agree = useAgreeToTermsMutation();
  // The box ticks one version: a newer one published meanwhile must be read and ticked again.
  const [checkedVersion, setCheckedVersion] = useState<string | null>(null);
  const next = safeReturnPath(params.get('path'), window.location.origin);

  return (
    <QueryState query={status} errorMessage={t('terms.loadError')}>
      {(terms) => {
        const isChecked = checkedVersion === terms.version;
        const hasChanged = isHttpError(agree.error) && agree.error.status === 409;
        const handleAgree = () => {
          agree.mutate(terms.version, { onSuccess: () => navigate(next, { replace: true }) });
        };
        const agreedAt = formatDate(terms.agreedAt, i18n.language);

        return (
          <Container size="md" py="lg">
            <Stack>
              <Title order={1}>{t('terms.agreeTitle')}</Title>
              <Text>{t('terms.agreeIntro')}</Text>
              <Text size="sm" c="dimmed">
                {t('terms.version', { version: terms.version })}
              </Text>
              <ScrollArea.Autosize
                mah="50vh"
                type="auto"
                offsetScrollbars
                // The viewport is what scrolls: it takes the focus, so a keyboard can scroll the text (axe
                // scrollable-region-focusable).
                viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('terms.developerProgram') }}
              >
                <TermsText />
              </ScrollArea.Autosize>
              {terms.agreed ? (
                <>
                  <Text>{t('terms.alreadyAgreed', { date: agreedAt })}</Text>
                  <Group>
                    <Button onClick={() => navigate(next, { replace: true })}>{t('terms.continue')}</Button>
                  </Group>
                </>
              ) : (
                <>
                  <Checkbox
                    label={t('terms.agreeCheckbox')}
                    checked={isChecked}
                    onChange={(event) =>
                      setCheckedVersion(event.currentTarget.checked ? terms.version : null)
                    }
                  />
                  {agree.isError && (
                    <Alert color="red" role="alert">
                      {hasChanged ? t('terms.changed') : t('terms.agreeError')}
                    </Alert>
                  )}
                  <Group>
                    <Button disabled={!isChecked} loading={agree.isPending} onClick={handleAgree}>
                      {t('terms.agreeButton')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Container>
        );
      }}
    </QueryState>
  );
}

export { TermsAgreePage as Component };
