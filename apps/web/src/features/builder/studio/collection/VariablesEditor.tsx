import type { CollectionVariable } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PairsField } from './PairsField.tsx';

/** The collection's variables: name and default value (the value a run uses). */
export function VariablesEditor({
  variables,
  onChange,
}: {
  variables: CollectionVariable[];
  onChange: (variables: CollectionVariable[]) => void;
}) {
  const { t } = useTranslation('builder');
  return (
    <PairsField
      label={t('studio.variables')}
      pairs={variables.map((v) => ({ name: v.name, value: v.default ?? '' }))}
      onChange={(pairs) => onChange(pairs.map((p) => ({ name: p.name, default: p.value })))}
    />
  );
}
