import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { DelayedSpinner } from './DelayedSpinner.tsx';
import { LAZY_ROUTE_SPINNER_DELAY_MS, SPINNER_DELAY_MS } from './delays.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { LoadingScreenProvider } from './LoadingScreenProvider.tsx';
import { type LoadingScreenApi, useLoadingScreen } from './loadingScreenContext.ts';

function passTime(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Renders the provider and hands back its API, as a page would get it from the hook. */
function renderProvider(): LoadingScreenApi {
  let api: LoadingScreenApi | undefined;
  function Grab() {
    api = useLoadingScreen();
    return null;
  }
  renderWithProviders(
    <LoadingScreenProvider>
      <Grab />
    </LoadingScreenProvider>,
  );
  return api!;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingScreen', () => {
  it('blocks the UI with its title and subtitle in a live region, marked busy', () => {
    renderWithProviders(<LoadingScreen title="Switching Company" subtitle="Acme Corp" />);
    const dialog = screen.getByRole('dialog', { name: 'Switching Company' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Switching CompanyAcme Corp');
  });

  it('shows nothing until its delay has passed', () => {
    renderWithProviders(<LoadingScreen title="Switching Company" delayMs={500} />);
    passTime(499);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    passTime(1);
    expect(screen.getByRole('dialog', { name: 'Switching Company' })).toBeInTheDocument();
  });
});

describe('useLoadingScreen().run', () => {
  it('shows the screen while the process runs and resolves with its result', async () => {
    const api = renderProvider();
    const process = deferred<string>();
    let result: Promise<string> | undefined;
    act(() => {
      result = api.run(() => process.promise, { title: 'Creating app' });
    });
    expect(screen.getByRole('dialog', { name: 'Creating app' })).toBeInTheDocument();
    await act(async () => process.resolve('done'));
    await expect(result).resolves.toBe('done');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never shows the screen for a process that ends within the delay', async () => {
    const api = renderProvider();
    const process = deferred<void>();
    act(() => void api.run(() => process.promise, { title: 'Switching Company', delayMs: 500 }));
    passTime(400);
    await act(async () => process.resolve());
    passTime(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the screen once the delay has passed', () => {
    const api = renderProvider();
    act(() => void api.run(() => new Promise(() => undefined), { title: 'Switching Company', delayMs: 500 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    passTime(500);
    expect(screen.getByRole('dialog', { name: 'Switching Company' })).toBeInTheDocument();
  });

  it('keeps the screen up for the minimum duration after a fast process', async () => {
    const api = renderProvider();
    const process = deferred<void>();
    let done = false;
    act(() => {
      void api
        .run(() => process.promise, { title: 'Saving', minDurationMs: 1000 })
        .then(() => {
          done = true;
        });
    });
    passTime(100);
    await act(async () => process.resolve());
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
    expect(done).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(done).toBe(true);
  });

  it('rejects as the process does and takes the screen down', async () => {
    const api = renderProvider();
    const process = deferred<void>();
    let result: Promise<void> | undefined;
    act(() => {
      result = api.run(() => process.promise, { title: 'Uploading' });
    });
    const failure = new Error('Error uploading app. Try again.');
    await act(async () => {
      process.reject(failure);
      await result!.catch(() => undefined);
    });
    await expect(result).rejects.toBe(failure);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the latest of overlapping processes and stays until all are done', async () => {
    const api = renderProvider();
    const first = deferred<void>();
    const second = deferred<void>();
    act(() => {
      void api.run(() => first.promise, { title: 'First' });
      void api.run(() => second.promise, { title: 'Second' });
    });
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await act(async () => second.resolve());
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    await act(async () => first.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fails loudly when used outside its provider', () => {
    function Orphan() {
      useLoadingScreen();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Plain render: the test providers include a LoadingScreenProvider.
    expect(() => render(<Orphan />)).toThrow(/LoadingScreenProvider/);
  });
});

describe('DelayedSpinner', () => {
  it('waits 500 ms by default and 1000 ms for the lazy-route fallback', () => {
    expect(SPINNER_DELAY_MS).toBe(500);
    expect(LAZY_ROUTE_SPINNER_DELAY_MS).toBe(1000);
  });

  it('appears only after its delay, announced as loading', () => {
    renderWithProviders(<DelayedSpinner />);
    passTime(SPINNER_DELAY_MS - 1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    passTime(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('honours a longer delay', () => {
    renderWithProviders(<DelayedSpinner delayMs={LAZY_ROUTE_SPINNER_DELAY_MS} />);
    passTime(999);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    passTime(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
