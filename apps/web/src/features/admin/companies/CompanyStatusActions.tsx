import { Button, Group, Text } from '@mantine/core';
import { type AccountStatus, type Company, staffTransitionsFrom } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { statusKey } from '../../account/index.ts';
import { companiesApi, useCompanyMutation } from './api/companiesApi.ts';

/**
 * The status steps staff may take from the company's status (contracts' accountTransitions): provision,
 * retry, request deletion (confirmed first) and withdraw the request. The job takes every other step.
 */
export function CompanyStatusActions({ company }: { company: Company }) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState<AccountStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useCompanyMutation((to: AccountStatus) =>
    companiesApi.changeStatus(company.organizationUuid, to),
  );
  const steps = staffTransitionsFrom(company.accountStatus);
  if (steps.length === 0) return null;

  const run = (to: AccountStatus) => {
    setProblem(null);
    change.mutate(to, {
      onSuccess: () => setConfirming(null),
      onError: (error) => {
        setConfirming(null);
        setProblem(
          isHttpError(error) && error.status === 409
            ? t('companies.statusActions.moved')
            : t('companies.statusActions.failed'),
        );
      },
    });
  };
  const actionKey = (to: AccountStatus) =>
    `companies.statusActions.${statusKey(company.accountStatus)}_${statusKey(to)}`;

  return (
    <>
      <Group gap="sm">
        {steps.map((to) => (
          <Button
            key={to}
            variant={to === 'DELETION_REQUESTED' ? 'outline' : 'default'}
            color={to === 'DELETION_REQUESTED' ? 'red' : undefined}
            loading={change.isPending && change.variables === to}
            onClick={() => (to === 'DELETION_REQUESTED' ? setConfirming(to) : run(to))}
          >
            {t(actionKey(to))}
          </Button>
        ))}
      </Group>
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('companies.statusActions.confirmDeletionTitle')}
        confirmLabel={t('companies.statusActions.confirmDeletion')}
        onConfirm={() => confirming && run(confirming)}
        onCancel={() => setConfirming(null)}
        busy={change.isPending}
        destructive
      >
        {t('companies.statusActions.confirmDeletionText', { name: company.organizationName })}
      </ConfirmDialog>
    </>
  );
}
