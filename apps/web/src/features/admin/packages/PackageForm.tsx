import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type EntitlementName,
  entitlementCatalogue,
  entitlementNames,
  maxEntitlementLimit,
  packageDescriptionMax,
  packageNameMax,
} from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  measuresOf,
  type PackageDraft,
  type PackageFormIssues,
  packageFormIssues,
} from './packageForm.utils.ts';

type Props = {
  initial: PackageDraft;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal (a taken name), shown under the form. */
  problem: string | null;
  onSubmit: (draft: PackageDraft) => void;
  onCancel: () => void;
};

/** Create and edit: name, description, the entitlements with their limits (empty keeps the default). */
export function PackageForm({ initial, submitLabel, busy, problem, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(['admin', 'console']);
  const [draft, setDraft] = useState<PackageDraft>(initial);
  const [issues, setIssues] = useState<PackageFormIssues>({});
  const change = (next: Partial<PackageDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setIssues({});
  };
  const choose = (names: string[]) =>
    change({
      entitlements: (names as EntitlementName[]).map(
        (name) => draft.entitlements.find((e) => e.name === name) ?? { name, limits: {} },
      ),
    });
  const setLimit = (name: EntitlementName, measure: string, value: number | '') =>
    change({
      entitlements: draft.entitlements.map((e) =>
        e.name === name ? { ...e, limits: { ...e.limits, [measure]: value } } : e,
      ),
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = packageFormIssues(draft);
    setIssues(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <TextInput
          label={t('packages.fields.name')}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={issues.name}
          maxLength={packageNameMax + 20}
          required
        />
        <Textarea
          label={t('packages.fields.description')}
          value={draft.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
          error={issues.description}
          maxLength={packageDescriptionMax + 20}
          autosize
          minRows={2}
        />
        <MultiSelect
          label={t('packages.fields.entitlements')}
          description={t('packages.form.entitlementsHint')}
          data={[...entitlementNames]}
          value={draft.entitlements.map((e) => e.name)}
          onChange={choose}
          error={issues.entitlements}
          searchable
          required
        />
        {draft.entitlements
          .filter((e) => measuresOf(e.name).length > 0)
          .map((entitlement) => (
            <Fieldset key={entitlement.name} legend={t('packages.form.limitsOf', { name: entitlement.name })}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {measuresOf(entitlement.name).map((measure) => (
                  <NumberInput
                    key={measure}
                    label={t(`console:entitlements.measures.${measure}`)}
                    placeholder={t('packages.form.defaultLimit', {
                      limit: entitlementCatalogue[entitlement.name].limits[measure],
                    })}
                    value={entitlement.limits[measure] ?? ''}
                    onChange={(value) =>
                      setLimit(entitlement.name, measure, typeof value === 'number' ? value : '')
                    }
                    min={0}
                    max={maxEntitlementLimit}
                    allowDecimal={false}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          ))}
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('packages.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
