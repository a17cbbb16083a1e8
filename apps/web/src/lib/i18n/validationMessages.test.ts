import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import commonEn from '../../../public/public/static/i18n/common/en.json';
import commonFrCa from '../../../public/public/static/i18n/common/fr_CA.json';
import { installValidationMessages } from './validationMessages.ts';

const instance = i18next.createInstance();
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

const form = z.object({
  name: z.string().min(1),
  code: z.string().min(3).max(5),
  days: z.number().int().min(1).max(1000),
  email: z.email(),
  kind: z.enum(['app', 'library']),
});
const wrong = { name: '', code: 'ab', days: 5000, email: 'nope', kind: 'other' };

describe('zod messages in the user’s language', () => {
  beforeAll(async () => {
    await instance.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common'],
      resources: { en: { common: commonEn }, fr_CA: { common: commonFrCa } },
      interpolation: { escapeValue: false },
    });
    installValidationMessages(instance);
  });

  it('says what to enter, in a sentence, where zod would say "Too small: expected string to have >=1 characters"', async () => {
    await instance.changeLanguage('en');
    expect(messagesOf(form, wrong)).toEqual([
      'This field is required.',
      'Enter at least 3 characters.',
      'Enter a number of at most 1,000.',
      'Enter an email address such as name@example.com.',
      'Choose one of: app, library.',
    ]);
  });

  it('speaks the language the user chose, numbers written its way', async () => {
    await instance.changeLanguage('fr_CA');
    expect(messagesOf(form, wrong)).toEqual([
      'Ce champ est obligatoire.',
      'Saisissez au moins 3 caractères.',
      // Intl groups French thousands with a no-break space.
      'Saisissez un nombre d’au plus 1\u00a0000.',
      'Saisissez une adresse courriel comme nom@exemple.com.',
      'Choisissez parmi : app, library.',
    ]);
  });

  it("keeps a schema's own text", async () => {
    await instance.changeLanguage('en');
    expect(messagesOf(z.string().min(1, 'App name is required.'), '')).toEqual(['App name is required.']);
  });
});
