import { Stack, Title } from '@mantine/core';
import type { CopilotMetrics } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDuration, formatPercent } from '../../lib/format/numbers.ts';
import { FigureGrid } from './FigureGrid.tsx';

/** The copilot's figures over the range (issue 16 item 7): use, grounding, feedback and speed. */
export function CopilotFigures({ metrics }: { metrics: CopilotMetrics }) {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  // The API gives shares from 0 to 1; the page writes percents.
  const percent = (share: number | null) => formatPercent(share === null ? null : share * 100, lang);
  const figures = [
    { label: t('analytics.copilot.answers'), value: formatCount(metrics.questions, lang) },
    { label: t('analytics.copilot.withSources'), value: percent(metrics.answeredWithSources) },
    { label: t('analytics.copilot.generated'), value: percent(metrics.generatedShare) },
    { label: t('analytics.copilot.helpful'), value: formatCount(metrics.feedback.up, lang) },
    { label: t('analytics.copilot.notHelpful'), value: formatCount(metrics.feedback.down, lang) },
    { label: t('analytics.copilot.latency'), value: formatDuration(metrics.latencyMs.p50, lang) },
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
