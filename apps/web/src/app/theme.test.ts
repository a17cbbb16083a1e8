import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme.ts';

describe('the theme', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light;

  it.each(Object.keys(resolved.colors))(
    'writes %s light-variant text at AA contrast on its background',
    (name) => {
      const text = light[`--mantine-color-${name}-light-color`];
      expect(text).toBeDefined();
      expect(contrastRatio(text!, resolved.colors[name]![1])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // axe-core's figure for Mantine's orange 9 on orange 1.
    expect(contrastRatio('#d9480f', '#ffe8cc')).toBeCloseTo(3.61, 1);
  });
});
