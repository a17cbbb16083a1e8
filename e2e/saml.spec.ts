import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-saml';

test("Given Acme's admin on /console/account/saml, when they paste metadata with a DOCTYPE and turn sign-on off, then the refusal shows and the switch asks first", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example', '/console/account/saml');
  await expect(page.getByRole('heading', { name: 'SAML single sign-on', level: 1 })).toBeVisible();
  await expect(page.getByText('/saml/acs')).toBeVisible();
  await expect(page.getByRole('row', { name: /idp\.demo\.example/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/saml-1280.png`, { fullPage: true });

  await page.getByLabel('Or paste the metadata XML').fill('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'DOCTYPE' })).toBeVisible();

  await page.getByRole('switch', { name: 'Single sign-on enabled' }).click({ force: true });
  const dialog = page.getByRole('dialog', { name: 'Disable single sign-on?' });
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Single sign-on enabled' })).not.toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/saml-390.png`, { fullPage: true });
});
