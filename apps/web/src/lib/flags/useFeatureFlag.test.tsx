import type { FeatureFlags } from '@portal/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testConfigWith } from '../../test/renderWithProviders.tsx';
import { PublicConfigProvider } from '../config/PublicConfigContext.tsx';
import { isMetricsOptedOut, setMetricsOptOut } from './metricsOptOut.ts';
import { useFeatureFlag } from './useFeatureFlag.ts';

function withFlags(flags: Partial<FeatureFlags>) {
  return ({ children }: { children: ReactNode }) => (
    <PublicConfigProvider value={testConfigWith({ flags })}>{children}</PublicConfigProvider>
  );
}

describe('useFeatureFlag', () => {
  it("reads a flag from the deployment's config", () => {
    const { result } = renderHook(() => useFeatureFlag('languageSelector'), {
      wrapper: withFlags({ languageSelector: true }),
    });
    expect(result.current).toBe(true);
  });

  it('is off for a flag the deployment turned off', () => {
    const { result } = renderHook(() => useFeatureFlag('appRetirement'), {
      wrapper: withFlags({ appRetirement: false }),
    });
    expect(result.current).toBe(false);
  });

  it('has user metrics on by default', () => {
    const { result } = renderHook(() => useFeatureFlag('userMetrics'), { wrapper: withFlags({}) });
    expect(result.current).toBe(true);
  });

  it('has user metrics off once the user opted out in this browser', () => {
    setMetricsOptOut(true);
    const { result } = renderHook(() => useFeatureFlag('userMetrics'), { wrapper: withFlags({}) });
    expect(result.current).toBe(false);
  });
});

describe('metrics opt-out', () => {
  it('is opted out whenever the opt-out key is present, whatever its value', () => {
    expect(isMetricsOptedOut()).toBe(false);
    localStorage.setItem('devsite:metricsOptOut', '');
    expect(isMetricsOptedOut()).toBe(true);
  });

  it('opts back in by removing the key', () => {
    setMetricsOptOut(true);
    setMetricsOptOut(false);
    expect(isMetricsOptedOut()).toBe(false);
  });
});
