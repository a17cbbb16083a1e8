import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { setTabVisibility } from '../testing/visibilityTestUtils.ts';
import {
  clearToastsOnNavigate,
  deferToast,
  hideAllToasts,
  hideToast,
  TOAST_LIFETIME_MS,
  toast,
} from './toasts.ts';

/** Lets time pass; React renders (and Mantine schedules its exit transition) when the act ends. */
function passTime(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The providers include the app's one ToastsContainer. */
function showToasts() {
  renderWithProviders(null);
}

beforeEach(() => {
  vi.useFakeTimers();
  setTabVisibility('visible');
});
afterEach(() => {
  act(() => hideAllToasts());
  passTime(1000);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows an info, a warning and an error toast', () => {
    showToasts();
    act(() => {
      toast.info('Saved');
      toast.warn('Check the form');
      toast.error('Failed to retire app. Please try again.');
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Check the form')).toBeInTheDocument();
    expect(screen.getByText('Failed to retire app. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('removes a toast after 5000 ms', () => {
    showToasts();
    act(() => void toast.info('Saved'));
    passTime(TOAST_LIFETIME_MS - 1);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    passTime(1);
    passTime(1000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a toast while the tab is hidden and counts only visible time', () => {
    showToasts();
    act(() => void toast.error('Build failed'));
    passTime(4000);
    act(() => setTabVisibility('hidden'));
    passTime(60_000);
    act(() => setTabVisibility('visible'));
    passTime(500);
    expect(screen.getByText('Build failed')).toBeInTheDocument();
    passTime(500);
    passTime(1000);
    expect(screen.queryByText('Build failed')).not.toBeInTheDocument();
  });

  it('keeps a persistent toast until it is hidden', () => {
    showToasts();
    let id = '';
    act(() => {
      id = toast.warn('Session expires soon', { persistent: true });
    });
    passTime(60_000);
    expect(screen.getByText('Session expires soon')).toBeInTheDocument();
    act(() => hideToast(id));
    passTime(1000);
    expect(screen.queryByText('Session expires soon')).not.toBeInTheDocument();
  });

  it('clears on navigation only the toasts marked clearOnNavigate', () => {
    showToasts();
    act(() => {
      toast.info('Page hint', { clearOnNavigate: true, persistent: true });
      toast.info('App created', { persistent: true });
    });
    act(() => clearToastsOnNavigate());
    passTime(1000);
    expect(screen.queryByText('Page hint')).not.toBeInTheDocument();
    expect(screen.getByText('App created')).toBeInTheDocument();
  });

  it('replaces a shown toast that has the same id', () => {
    showToasts();
    act(() => {
      toast.error('Offline', { id: 'network' });
      toast.error('Still offline', { id: 'network' });
    });
    passTime(1000);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    expect(screen.getByText('Still offline')).toBeInTheDocument();
  });

  it('labels the close button for screen readers', () => {
    showToasts();
    act(() => void toast.info('Saved'));
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('hides a toast whose close button is clicked and stops its timer', () => {
    showToasts();
    act(() => void toast.info('Saved'));
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    passTime(1000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows toasts deferred by the previous page load once', () => {
    deferToast('info', 'Your company has been switched to Acme.');
    showToasts();
    expect(screen.getByText('Your company has been switched to Acme.')).toBeInTheDocument();
    expect(sessionStorage.getItem('devsite:pendingToasts')).toBeNull();
  });
});

describe('ToastsContainer', () => {
  it('puts toasts on the toast layer, below the header', () => {
    showToasts();
    act(() => void toast.info('Saved'));
    const root = screen.getByText('Saved').closest('[data-position="top-right"]') as HTMLElement;
    expect(root.style.getPropertyValue('--notifications-z-index')).toBe('60');
    // The offset itself is static CSS (ToastsContainer.module.css), which unit tests do not load.
    expect(root.className).toMatch(/root/);
  });
});
