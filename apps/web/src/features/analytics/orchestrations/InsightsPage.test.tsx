import type { OrchestrationInsights } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const APP = '3f8c1f4e-3b1a-4c2d-9e5f-000000000001';
const step = (stepId: string, failed: number, p95Ms: number) => ({
  appId: APP,
  appName: 'Payroll sync',
  orchestration: 'sync',
  stepId,
  type: 'http',
  executions: 10,
  failed,
  p50Ms: 100,
  p95Ms,
});
const insights = (from: string, to: string): OrchestrationInsights => ({
  from,
  to,
  totals: { runs: 12, succeeded: 9, failed: 3, successRate: 0.75, p50Ms: 1250, p95Ms: 4000 },
  days: [
    { day: from, succeeded: 4, failed: 1, cancelled: 0, unfinished: 0 },
    { day: to, succeeded: 5, failed: 2, cancelled: 0, unfinished: 0 },
  ],
  orchestrations: [
    {
      appId: APP,
      appName: 'Payroll sync',
      orchestration: 'sync',
      runs: 12,
      succeeded: 9,
      failed: 3,
      successRate: 0.75,
      p50Ms: 1250,
      p95Ms: 4000,
    },
  ],
  slowestSteps: [step('fetch', 3, 3500)],
  failingSteps: [step('fetch', 3, 3500)],
});

describe('the orchestration insights page', () => {
  it('shows the totals, each orchestration linked to its activity, and the steps to look at, and changes range', async () => {
    const asked: string[] = [];
    stubPortalApi(
      {
        'GET /orchestrate/insights/v1/summary': (call) => {
          asked.push(call.url.search);
          const params = call.url.searchParams;
          return json(insights(params.get('from')!, params.get('to')!));
        },
      },
      { permissions: ['orchestrations.read', 'analytics.read'] },
    );
    renderPortal({ path: '/console/analytics/orchestrations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orchestration insights' })).toBeVisible();
    // The total and the one orchestration's row agree.
    expect(await screen.findAllByText('75 %')).toHaveLength(2);
    expect(screen.getAllByText('1.25 s')).toHaveLength(2);
    const orchestrations = screen.getByRole('region', { name: 'Orchestrations' });
    expect(within(orchestrations).getByRole('link', { name: 'sync' })).toHaveAttribute(
      'href',
      `/console/apps/view/${APP}/orchestration-activity`,
    );
    expect(screen.getByRole('region', { name: 'Most failing steps' })).toHaveTextContent('fetch');
    expect(screen.getByRole('tab', { name: 'Orchestrations' })).toHaveAttribute('aria-selected', 'true');
    expect(new URLSearchParams(asked[0]).get('from')).toBeTruthy();
    const days = (search: string) => {
      const p = new URLSearchParams(search);
      return Math.round((Date.parse(p.get('to')!) - Date.parse(p.get('from')!)) / 86_400_000) + 1;
    };
    expect(days(asked[0]!)).toBe(30);
    await userEvent.setup().click(screen.getByText('Last 7 days'));
    await waitFor(() => expect(days(asked.at(-1)!)).toBe(7));
    expect(days(asked.at(-1)!)).toBe(7);
  });

  it('says when nothing ran and offers a retry when the insights cannot be read', async () => {
    stubPortalApi(
      { 'GET /orchestrate/insights/v1/summary': () => json({ error: 'unavailable', message: 'x' }, 503) },
      { permissions: ['orchestrations.read'] },
    );
    renderPortal({ path: '/console/analytics/orchestrations' });
    expect(await screen.findByText('The orchestration insights could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeVisible();
  });
});
