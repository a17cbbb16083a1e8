import { Anchor, Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Company } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { companiesApi, companyLookupQueryOptions, useCompanyMutation } from './api/companiesApi.ts';

const companyPath = (id: string) => `/admin/company-management/${id}/settings`;

/**
 * The company's link (docs/product/companies.md COMPANIES-7): the company it is linked to, with Unlink
 * (confirmed first), or a look-up by billing ID or name to link it; and the companies linked to it. Refusals
 * are the server's messages (same type, already linked, a cycle); other failures the link and unlink failure
 * texts.
 */
export function CompanyLinks({ company }: { company: Company }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [target, setTarget] = useState<string | null>(null);
  const [confirmUnlink, setConfirmUnlink] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useQuery(companyLookupQueryOptions(debounced));
  const failure = (error: unknown, fallback: string) =>
    setProblem(isHttpError(error) && error.status === 409 ? error.message : t(fallback));
  const link = useCompanyMutation((to: string) => companiesApi.link(company.organizationUuid, to));
  const unlink = useCompanyMutation(() => companiesApi.unlink(company.organizationUuid));
  const options = (lookup.data?.data ?? [])
    .filter((c) => c.organizationUuid !== company.organizationUuid)
    .map((c) => ({
      value: c.organizationUuid,
      label: `${c.organizationName} (${t(`companies.types.${c.organizationType}`)}${c.billingId ? `, ${c.billingId}` : ''})`,
    }));

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('companies.links.title')}
      </Title>
      {company.linkedTo ? (
        <Group gap="sm">
          <Text>
            {t('companies.links.linkedTo')}{' '}
            <Anchor component={Link} to={companyPath(company.linkedTo.organizationUuid)}>
              {company.linkedTo.organizationName}
            </Anchor>
          </Text>
          <Button variant="outline" color="red" size="xs" onClick={() => setConfirmUnlink(true)}>
            {t('companies.links.unlink')}
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!target) return;
            setProblem(null);
            link.mutate(target, {
              onSuccess: () => {
                setTarget(null);
                setSearch('');
              },
              onError: (error) => failure(error, 'companies.links.linkFailed'),
            });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('companies.links.lookupLabel')}
              placeholder={t('companies.links.lookupPlaceholder')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={options}
              value={target}
              onChange={setTarget}
              filter={({ options: all }) => all}
              nothingFoundMessage={debounced.length >= 2 ? t('companies.links.noMatches') : undefined}
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit" disabled={!target} loading={link.isPending}>
              {t('companies.links.link')}
            </Button>
          </Group>
        </form>
      )}
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {company.linkedFrom.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">{t('companies.links.linkedFrom')}</Text>
          <List size="sm">
            {company.linkedFrom.map((c) => (
              <List.Item key={c.organizationUuid}>
                <Anchor component={Link} to={companyPath(c.organizationUuid)}>
                  {c.organizationName}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmUnlink}
        title={t('companies.links.confirmTitle')}
        confirmLabel={t('companies.links.unlink')}
        onCancel={() => setConfirmUnlink(false)}
        busy={unlink.isPending}
        destructive
        onConfirm={() => {
          setProblem(null);
          unlink.mutate(undefined, {
            onSettled: () => setConfirmUnlink(false),
            onError: (error) => failure(error, 'companies.links.unlinkFailed'),
          });
        }}
      >
        {t('companies.links.confirmText', {
          name: company.organizationName,
          other: company.linkedTo?.organizationName ?? '',
        })}
      </ConfirmDialog>
    </Stack>
  );
}
