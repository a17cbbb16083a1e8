import { Select } from '@mantine/core';
import type { ApiClient, ApiClientOwnerCandidate, ApiClientScope } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { scopeOwnerLacks } from './clientOwner.utils.ts';

type Props = {
  /** The members this user may make the owner (GET /auth/v2/clients/owners). */
  candidates: readonly ApiClientOwnerCandidate[];
  /** The owner the client has now, shown even when this user could not choose them. */
  currentOwner: ApiClient['owner'];
  scopes: readonly ApiClientScope[];
  value: string | null;
  onChange: (ownerId: string | null) => void;
  error?: string;
};

/**
 * The owner of a client: only the members the server lets this user choose, and among
 * them those who cannot hold one of the client's portal scopes are shown but cannot be picked.
 */
export function ClientOwnerField({ candidates, currentOwner, scopes, value, onChange, error }: Props) {
  const { t } = useTranslation('console');
  const options = candidates.map((candidate) => {
    const name = `${candidate.firstName} ${candidate.lastName} (${candidate.email})`;
    const lacking = scopeOwnerLacks(candidates, candidate.userUuid, scopes);
    return lacking
      ? {
          value: candidate.userUuid,
          label: t('apiClients.form.ownerCannotHold', { owner: name, scope: lacking }),
          disabled: true,
        }
      : { value: candidate.userUuid, label: name };
  });
  if (currentOwner && !options.some((option) => option.value === currentOwner.id))
    options.push({
      value: currentOwner.id,
      label: `${currentOwner.name} (${currentOwner.email})`,
      disabled: true,
    });
  return (
    <Select
      label={t('apiClients.fields.owner')}
      description={t('apiClients.form.ownerHelp')}
      placeholder={t('apiClients.noOwner')}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      searchable
    />
  );
}
