import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { authConfigSchema, createAuthorizationRequest } from '@portal/contracts';

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Every demo account's password (README: demo accounts). */
export const DEMO_PASSWORD = 'demo';

/** The provider's own sign-in page (apps/server/src/oidc/signinPage.ts). */
export async function fillProviderSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: /^Sign in to / })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through /login with the return path, as a user would, and waits to land on its page (pages
 * may add their own state to the query string, so only the path is compared).
 */
export async function signIn(page: Page, email: string, path: string) {
  await page.goto(`/login?path=${encodeURIComponent(path)}`);
  await fillProviderSignIn(page, email);
  const { pathname } = new URL(path, 'http://localhost');
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * Starts signed in on `path`, for specs that do not test sign-in itself (those use signIn): the same
 * authorization code flow with PKCE as the web's, over HTTP in the page's own browser context, so the
 * session cookie is the page's. Through the page, a sign-in loads the app twice (/login, the callback) and
 * the provider's page on the way: 3.5 to 5 s of a traced test on a loaded machine, the page's own load
 * included, and the suite signs in over a hundred times (bench/README.md, h44e's section). Each test
 * still gets a session of its own.
 */
export async function startSignedIn(page: Page, email: string, path: string) {
  const http = page.request;
  const config = authConfigSchema.parse(await (await http.get('/api/v1/auth/config')).json());
  // The web's own request: fresh state, nonce and PKCE verifier.
  const { url, state, nonce, codeVerifier } = await createAuthorizationRequest(config, {
    redirectUri: config.redirectUri,
  });
  // The provider's sign-in page, then its form posted as the page would; the redirects end on the callback.
  const signInPage = await http.get(url);
  const action = /<form method="post" action="([^"]+)"/.exec(await signInPage.text())?.[1];
  expect(action, "the provider's sign-in form").toBeTruthy();
  const signedIn = await http.post(new URL(action!, signInPage.url()).href, {
    form: { email, password: DEMO_PASSWORD },
  });
  const callback = new URL(signedIn.url());
  expect(callback.searchParams.get('state'), `${email} signed in at the provider`).toBe(state);
  const token = await http.post('/api/v1/token', {
    data: {
      state,
      code: callback.searchParams.get('code'),
      iss: callback.searchParams.get('iss'),
      nonce,
      codeVerifier,
      clientId: config.clientId,
    },
  });
  expect(token.ok(), await token.text()).toBe(true);
  await page.goto(path);
  const { pathname } = new URL(path, 'http://localhost');
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * docs/product/shell.md SHELL-24: no serious or critical axe-core violation on any page. `alsoRules` names
 * rules outside axe's default set (experimental ones) to run in the same scan: their violations, of any
 * impact, are returned for the caller to judge, and a second scan of the same page is not needed.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  alsoRules: string[] = [],
): Promise<AxeViolation[]> {
  // A toast or dialog still fading in or out has a contrast nobody reads: wait for finite transitions
  // (not spinners' endless ones) to end first, and for every toast, alert and dialog to be opaque (one
  // just mounted is transparent for a frame before its transition starts: CI's admin-build scan read a
  // toast then), at most 5 s (a loaded machine stretches them).
  await page
    .waitForFunction(
      () => {
        const isFading = (element: Element) => {
          for (let e: Element | null = element; e; e = e.parentElement)
            if (Number(getComputedStyle(e).opacity) < 1) return true;
          return false;
        };
        const overlays = document.querySelectorAll(
          '[role="alert"], [role="dialog"], .mantine-Notification-root',
        );
        return (
          document
            .getAnimations()
            .every(
              (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
            ) && !Array.from(overlays).some(isFading)
        );
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  // Legacy mode runs axe.run in the page (any frame is reached by axe's own messaging). The default mode
  // runs it in parts (runPartial) and joins them (finishRun) in a blank page it opens and loads axe into
  // again, a way made for cross-origin frames, which the portal's pages have none of: the same rules and
  // results for 2 to 2.5 times the scan's time (bench/README.md, the browser suite's CPU, h44e).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: Object.fromEntries(alsoRules.map((id) => [id, { enabled: true }])) })
    .analyze();
  const serious = results.violations.filter(
    (v) => !alsoRules.includes(v.id) && (v.impact === 'serious' || v.impact === 'critical'),
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
  return results.violations.filter((v) => alsoRules.includes(v.id));
}
