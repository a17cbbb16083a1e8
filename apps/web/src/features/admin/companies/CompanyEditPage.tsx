import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../lib/http/errorText.ts';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { companiesApi, useCompanyMutation } from './api/companiesApi.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { CompanyStates } from './CompanyStates.tsx';
import { formOf, toWrite } from './companyForm.utils.ts';
import { useCompanyForm } from './useCompanyForm.ts';

/** /admin/company-management/:id/edit: the same fields and rules as creating. */
export function CompanyEditPage() {
  return <CompanyStates>{(company) => <CompanyEditForm company={company} />}</CompanyStates>;
}

function CompanyEditForm({ company }: { company: Company }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const back = `/admin/company-management/${company.organizationUuid}/settings`;
  const state = useCompanyForm(formOf(company), company.organizationUuid);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useCompanyMutation((id: string) => companiesApi.update(id, toWrite(state.form)));

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to={back} size="sm">
        {t('companies.edit.back', { name: company.organizationName })}
      </Anchor>
      <Title order={1}>{t('companies.edit.title', { name: company.organizationName })}</Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setProblem(null);
          if (!state.validate()) return;
          save.mutate(company.organizationUuid, {
            onSuccess: () => navigate(back),
            onError: (error) => {
              if (isHttpError(error) && error.status === 409)
                state.setBillingProblem(t('companies.issues.company.billingIdUnique'));
              else setProblem(errorText(error, t('companies.saveFailed')));
            },
          });
        }}
      >
        <Stack gap="md">
          <CompanyFields {...state} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={back}>
              {t('companies.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('companies.edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
