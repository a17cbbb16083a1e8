import { Button, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { promotionPoliciesQueryOptions } from './api/promotionPoliciesApi.ts';
import { PromotionPoliciesForm } from './PromotionPoliciesForm.tsx';

/**
 * The company's approvals before promotion (docs/app-lifecycle.md "Promotion approvals"): every member
 * who reads apps sees the rules; company admins change them.
 */
export function PromotionPoliciesSetting({ org, canChange }: { org: string; canChange: boolean }) {
  const { t } = useTranslation(['console', 'core']);
  const policies = useQuery(promotionPoliciesQueryOptions(org));
  const [isEditing, setEditing] = useState(false);
  return (
    <section aria-labelledby="account-promotions">
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h3" id="account-promotions">
          {t('account.promotions.title')}
        </Title>
        <Text size="sm">{t('account.promotions.description')}</Text>
        <QueryState query={policies} errorMessage={t('account.promotions.loadError')}>
          {(data) => (
            <Stack gap="sm" align="flex-start">
              {data.data.length === 0 ? (
                <Text size="sm">{t('account.promotions.none')}</Text>
              ) : (
                <List size="sm">
                  {data.data.map((policy) => (
                    <List.Item key={policy.environment}>
                      {t('account.promotions.rule', {
                        environment: t(`appView.environments.${policy.environment}`),
                        count: policy.requiredApprovals,
                        role: t(`core:roles.${policy.approverRole}`, { defaultValue: policy.approverRole }),
                      })}
                    </List.Item>
                  ))}
                </List>
              )}
              {canChange && (
                <Button variant="light" onClick={() => setEditing(true)}>
                  {t('account.promotions.edit')}
                </Button>
              )}
              {isEditing && (
                <PromotionPoliciesForm org={org} policies={data} onClose={() => setEditing(false)} />
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </section>
  );
}
