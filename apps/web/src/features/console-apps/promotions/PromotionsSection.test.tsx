import type { PromotionRequest } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';
import { demoVersion, lifecycleApp, stubLifecycleApi } from '../lifecycle/lifecycleTestApi.ts';

const REQUESTS = '/apphub/v1/promotion-requests';
const requestId = '00000000-0000-4000-b700-000000000001';

/** Dates the section may compare with now (expiry), so computed from it. */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function promotion(partial: Partial<PromotionRequest> = {}): PromotionRequest {
  return {
    id: requestId,
    appId: lifecycleApp.id,
    versionId: demoVersion().id,
    versionName: '1.0.0',
    fromEnvironment: 'Development',
    toEnvironment: 'Sandbox',
    replacesVersionId: null,
    replacesVersionName: null,
    state: 'OPEN',
    requiredApprovals: 2,
    approverRole: 'admin',
    requestedBy: '00000000-0000-4000-b700-000000000099',
    requestedByName: 'Dana Developer',
    createdAt: hoursFromNow(-1),
    expiresAt: hoursFromNow(7 * 24 - 1),
    endedAt: null,
    reason: null,
    decisions: [],
    mayDecide: false,
    ...partial,
  };
}

const renderPage = () => renderPortal({ path: `/console/apps/view/${lifecycleApp.id}/lifecycle` });
const section = async () => screen.findByRole('region', { name: 'Promotions' });

describe('promotions on the lifecycle page', { timeout: 20_000 }, () => {
  it('says the promotion waits for approvals when promote answers 202, and the version stays', async () => {
    const promotePath = `/apphub/v1/versions/${demoVersion().id}/promote`;
    let held: PromotionRequest | null = null;
    stubLifecycleApi({
      handlers: {
        [`POST ${promotePath}`]: () => {
          held = promotion();
          return json(held, 202);
        },
        [`GET ${REQUESTS}`]: () => json({ total: held ? 1 : 0, data: held ? [held] : [] }),
      },
    });
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByRole('heading', { name: /\(#1\)$/ });
    const card = heading.closest<HTMLElement>('.mantine-Card-root')!;
    await user.click(within(card).getByRole('button', { name: 'Promote to Sandbox' }));
    const waiting = 'Waiting for 2 approvals by the Admin role before version 1.0.0 enters Sandbox.';
    // The toast, then the card's own line once the requests are read again.
    await waitFor(() => expect(screen.getAllByText(waiting).length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(within(card).getByText(waiting)).toBeVisible());
    expect(screen.queryByText('Version 1.0.0 was promoted.')).toBeNull();
    expect(within(card).getByText('Development', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(within(await section()).getByText('Waiting')).toBeVisible();
  });

  it('lets a member of the role approve with a comment, and shows the decision', async () => {
    let answer = promotion({ mayDecide: true });
    const api = stubLifecycleApi({
      handlers: {
        [`GET ${REQUESTS}`]: () => json({ total: 1, data: [answer] }),
        [`POST ${REQUESTS}/${requestId}/approve`]: (call) => {
          answer = promotion({
            decisions: [
              {
                decision: 'approve',
                userId: '00000000-0000-4000-b700-000000000002',
                userName: 'Ada Admin',
                comment: (call.body as { comment: string }).comment,
                at: hoursFromNow(0),
              },
            ],
          });
          return json(answer);
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const list = await section();
    expect(await within(list).findByText('0 of 2 by Admin')).toBeVisible();
    expect(within(list).getByText('Nothing yet')).toBeVisible();
    await user.click(
      within(list).getByRole('button', { name: 'Approve the promotion of version 1.0.0 to Sandbox' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve version 1.0.0 for Sandbox' });
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Checked the diff');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Your approval of version 1.0.0 was recorded.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${REQUESTS}/${requestId}/approve`).map((c) => c.body)).toEqual([
      { comment: 'Checked the diff' },
    ]);
    expect(await within(list).findByText('Ada Admin approved: Checked the diff')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /^Approve the promotion/ })).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    stubLifecycleApi({
      handlers: {
        [`GET ${REQUESTS}`]: () => json({ total: 1, data: [promotion({ mayDecide: true })] }),
        [`POST ${REQUESTS}/${requestId}/reject`]: () =>
          json({ error: 'conflict', message: 'This promotion request is no longer open: it expired.' }, 409),
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await within(await section()).findByRole('button', {
        name: 'Reject the promotion of version 1.0.0 to Sandbox',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject version 1.0.0 for Sandbox' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This promotion request is no longer open: it expired.',
    );
  });

  it('links a request to the Compare page of the version it replaces and its own', async () => {
    const replacesVersionId = '00000000-0000-4000-b700-000000000077';
    stubLifecycleApi({
      handlers: {
        [`GET ${REQUESTS}`]: () =>
          json({
            total: 1,
            data: [promotion({ replacesVersionId, replacesVersionName: '0.9.0' })],
          }),
      },
    });
    renderPage();
    const link = await within(await section()).findByRole('link', { name: 'Compare 0.9.0 with 1.0.0' });
    expect(link).toHaveAttribute(
      'href',
      `/console/apps/view/${lifecycleApp.id}/board/compare?from=${replacesVersionId}&to=${demoVersion().id}`,
    );
  });

  it('shows ended requests with their reason, the empty text, and a load error', async () => {
    stubLifecycleApi({
      handlers: {
        [`GET ${REQUESTS}`]: () =>
          json({
            total: 1,
            data: [promotion({ state: 'FAILED', reason: 'The app is retired: unretire it first.' })],
          }),
      },
    });
    const first = renderPage();
    const list = await section();
    expect(await within(list).findByText('Failed')).toBeVisible();
    expect(within(list).getByText('The app is retired: unretire it first.')).toBeVisible();
    first.unmount();

    stubLifecycleApi();
    const second = renderPage();
    expect(
      await within(await section()).findByText('No promotion of this app has waited for approval.'),
    ).toBeVisible();
    second.unmount();

    stubLifecycleApi({
      handlers: { [`GET ${REQUESTS}`]: () => json({ error: 'internal', message: 'Database down' }, 500) },
    });
    renderPage();
    expect(
      await within(await section()).findByText('The promotion requests could not be loaded.'),
    ).toBeVisible();
  });
});
