import type { AuditRow } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoApp, demoVersion, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const app = demoApp(4, { name: 'Busy' });
const version = demoVersion(1, { appId: app.id, version: '0.2.0' });
const page = `/console/apps/view/${app.id}/activity`;

const line = (id: string, partial: Partial<AuditRow>): AuditRow => ({
  id,
  date: new Date(Date.now() - 3_600_000).toISOString(),
  actor: 'u-1',
  actorEmail: 'admin@demo.example',
  action: null,
  target: 'busy_app',
  appId: app.id,
  message: '',
  before: null,
  after: null,
  ...partial,
});
const promoted = line('2', {
  action: 'apps.version.promote',
  message: 'Promoted app Busy (busy_app): version 0.2.0 from Development to Sandbox',
  after: { version: '0.2.0', environment: 'Sandbox', reviewState: 'NONE' },
});
const ran = line('1', {
  action: 'orchestrations.run.launch',
  target: 'run-7',
  message: 'Started orchestration sync',
});

describe("an app's activity tab", { timeout: 20_000 }, () => {
  it('lists what happened with who and when, links each line, filters by kind, and keeps the versions', async () => {
    const { calls } = stubAppsApi({
      [`GET /apps/${app.id}`]: () => json(app),
      [`GET /apps/${app.id}/versions`]: () => json({ total: 1, data: [version] }),
      [`GET /apps/${app.id}/activity`]: ({ url }) =>
        url.searchParams.get('kind') === 'deploys'
          ? json({ total: 0, data: [] })
          : json({ total: 2, data: [promoted, ran] }),
    });
    renderPortal({ path: page });
    const activity = await screen.findByRole('table', { name: /Builds, promotions, deploys/ });
    expect(within(activity).getAllByText('admin@demo.example')).toHaveLength(2);
    expect(within(activity).getByText('Promotion')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: /Promoted app Busy/ })).toHaveAttribute(
      'href',
      `${page}/${version.id}`,
    );
    expect(within(activity).getByRole('link', { name: 'Started orchestration sync' })).toHaveAttribute(
      'href',
      `/console/apps/view/${app.id}/orchestration-activity/run-7`,
    );
    // The versions stay on the tab, in a section of their own.
    expect(await screen.findByRole('heading', { name: 'Versions' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Versions, newest first' })).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deploy' }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('kind') === 'deploys')).toBe(true));
    expect(await screen.findByText('Nothing of this kind has happened to this app yet.')).toBeVisible();
  });
});
