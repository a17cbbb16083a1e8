import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const body = String(input).endsWith('/all/fr_CA.json')
    ? { common: { lib: { language: { label: 'Langue' } } } }
    : {};
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LanguageSelect', () => {
  it('is not shown unless the languageSelector flag is on', () => {
    renderWithProviders(<LanguageSelect />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('offers en, en_US and fr_CA, each named in itself', () => {
    renderWithProviders(<LanguageSelect />, { config: { flags: { languageSelector: true } } });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['English', 'English (United States)', 'Français (Canada)']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('adds the pseudo-languages when their flag is on', () => {
    renderWithProviders(<LanguageSelect />, {
      config: { flags: { languageSelector: true, pseudoLanguages: true } },
    });
    expect(screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual([
      'en',
      'en_US',
      'fr_CA',
      'en_XA',
      'ar_XB',
    ]);
    expect(screen.getByRole('option', { name: 'Pseudo (right to left)' })).toBeInTheDocument();
  });

  it('switches the language and keeps the choice as userLocale', async () => {
    renderWithProviders(<LanguageSelect />, { config: { flags: { languageSelector: true } } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr_CA');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr_CA'));
    expect(localStorage.getItem('userLocale')).toBe('fr_CA');
  });
});
