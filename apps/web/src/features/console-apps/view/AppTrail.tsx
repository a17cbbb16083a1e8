import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type TrailStep = { label: string; to?: string };

/**
 * Where a version or build page sits: apps > app > activity > version > build (docs/product/apps.md APPS-10).
 * Every step but the current one is a link; the current one is marked for screen readers.
 */
export function AppTrail({ steps }: { steps: readonly TrailStep[] }) {
  const { t } = useTranslation('console');
  return (
    <nav aria-label={t('appView.trail')}>
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {steps.map((step) =>
          step.to ? (
            <Anchor key={step.label} component={Link} to={step.to} size="sm">
              {step.label}
            </Anchor>
          ) : (
            <Text key={step.label} size="sm" aria-current="page">
              {step.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
