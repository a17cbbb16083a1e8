import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { RetireAppDialog } from './RetireAppDialog.tsx';

const app = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Payroll Sync' };
const retiredApp = { ...app, retiredAt: '2026-11-22T05:00:00.000Z' };

/** The retire call answers as given; any other call (telemetry) is accepted. */
function stubRetire(answer: () => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith(`/apphub/v1/apps/${app.id}/retire`)) {
        calls.push(init?.method ?? 'GET');
        return answer();
      }
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function confirmRetire() {
  const user = userEvent.setup();
  const retire = await screen.findByRole('button', { name: 'Retire' });
  // docs/product/apps.md APPS-8: Retire stays disabled until the acknowledgement is ticked.
  expect(retire).toBeDisabled();
  await user.click(screen.getByRole('checkbox'));
  expect(retire).toBeEnabled();
  await user.click(retire);
}

describe('RetireAppDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Retiring...' while the call runs, then closes and reports the app retired", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubRetire(() => new Promise((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    const onRetired = vi.fn();
    renderWithProviders(<RetireAppDialog app={app} onClose={onClose} onRetired={onRetired} />);
    await confirmRetire();
    expect(await screen.findByRole('button', { name: 'Retiring...' })).toBeDisabled();
    expect(calls).toEqual(['POST']);
    answer(json(retiredApp, 200));
    await waitFor(() => expect(onRetired).toHaveBeenCalledWith(retiredApp));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    [500, 'Failed to retire app. Please try again.'],
    [403, 'You do not have permission to retire this app. Please check your role permissions.'],
    [404, 'App not found. It may have already been retired or deleted.'],
    [401, 'You are not authorized to retire this app. Please contact your administrator.'],
  ])('shows the retire message for a %i and stays open', async (status, message) => {
    stubRetire(async () => json({ error: 'x', message: 'server words' }, status));
    const onClose = vi.fn();
    renderWithProviders(<RetireAppDialog app={app} onClose={onClose} />);
    await confirmRetire();
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The server's own words are not what the user reads: docs/product/apps.md APPS-8 names the texts.
    expect(screen.queryByText('server words')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the network message when the server cannot be reached', async () => {
    stubRetire(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<RetireAppDialog app={app} onClose={vi.fn()} />);
    await confirmRetire();
    expect(
      await screen.findByText('Network error occurred. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
