import { Stack, Title } from '@mantine/core';
import type { CopilotMetrics } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../lib/format/useNumberFormat.ts';
import { FigureGrid } from './FigureGrid.tsx';

/**
 * The copilot's figures over the range (docs/product/copilot.md COPILOT-7): use, grounding, feedback and
 * speed.
 */
export function CopilotFigures({ metrics }: { metrics: CopilotMetrics }) {
  const { t } = useTranslation('console');
  const numbers = useNumberFormat();
  // The API gives shares from 0 to 1; the page writes percents.
  const percent = (share: number | null) => numbers.percent(share === null ? null : share * 100);
  const figures = [
    { label: t('analytics.copilot.answers'), value: numbers.count(metrics.questions) },
    { label: t('analytics.copilot.withSources'), value: percent(metrics.answeredWithSources) },
    { label: t('analytics.copilot.generated'), value: percent(metrics.generatedShare) },
    { label: t('analytics.copilot.helpful'), value: numbers.count(metrics.feedback.up) },
    { label: t('analytics.copilot.notHelpful'), value: numbers.count(metrics.feedback.down) },
    { label: t('analytics.copilot.latency'), value: numbers.duration(metrics.latencyMs.p50) },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="copilot-figures">
      <Title order={2} size="h3" id="copilot-figures">
        {t('analytics.copilot.title')}
      </Title>
      <FigureGrid figures={figures} cols={{ base: 2, sm: 3, md: 6 }} />
    </Stack>
  );
}
