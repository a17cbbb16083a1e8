import { describe, expect, it } from 'vitest';

/**
 * A query's states are shown one way: `QueryState` (`lib/loading`), the delayed spinner, the error alert
 * with Try again, the empty text, then the data (docs/architecture.md "The query cache"). A feature that
 * imports `LoadErrorAlert` or `DelayedSpinner` writes those states again by hand, and fails here, unless
 * the spinner is a lazy component's Suspense fallback or the file is one of the written exceptions below.
 */
const sources = import.meta.glob<string>(['/src/features/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Exception =
  | 'a mutation’s result'
  | 'a stream'
  | 'not a query'
  | 'an invalid link, not a failed read'
  | 'partial data beside the failure'
  | 'a live panel that outlives its read';

/** The files that show a loading or failed state themselves, by the kind of exception the docs write. */
const exceptions: Record<string, Exception> = {
  // The preview tab shows what a render request answered.
  'features/admin/tutorials/TutorialEditor.tsx': 'a mutation’s result',
  'features/documentation/editor/DocEditor.tsx': 'a mutation’s result',
  // The spinner waits for the streamed answer's first words.
  'features/copilot/CopilotChatView.tsx': 'a stream',
  // Waits for the session and the access context the shell provides.
  'features/support/SupportPage.tsx': 'not a query',
  // An invitation that does not open is the page's answer, with nothing to try again.
  'features/account/invitation/InvitationPage.tsx': 'an invalid link, not a failed read',
  // The operations of the documents that loaded stay listed beside the alert for those that did not.
  'features/explorers/rest/RestExplorerPage.tsx': 'partial data beside the failure',
  // The build's logs and its status stream go on telling the build whatever its first read answered.
  'features/builder/workspace/BuildPanel.tsx': 'a live panel that outlives its read',
};

const importsState = /import \{[^}]*\b(?:LoadErrorAlert|DelayedSpinner)\b[^}]*\} from/;
/** A lazily loaded component's fallback is no query's state. */
const suspenseFallback = /fallback=\{<DelayedSpinner \/>\}/g;

/** EmptyText's look (lib/loading/EmptyText.tsx) written again: a centred Text with its padding. */
const emptyTextByHand = /<Text\b[^>]*\bta="center"[^>]*\bpy="xl"/;
/** QueryState's empty state given as some other text than EmptyText. */
const emptyStateNotEmptyText = /\bshow: \(?\s*<(?!EmptyText\b)/;

/** Empty states that say more than one sentence: a hint or a way on beside the text. */
const emptyWithMore = [
  // "Open the builder" link beside the text.
  'features/builder/orchestrate/list/OrchestrateHomePage.tsx',
  // How to make a tenant to deploy to.
  'features/console-apps/deploy/DeployDialog.tsx',
  // The button that makes the first inbox.
  'features/logs/alerts/WebhookInboxView.tsx',
  // What to search for instead.
  'features/search/SearchPage.tsx',
];

const byHand = Object.entries(sources)
  .map(([file, text]) => [file.replace(/^\/src\//, ''), text] as const)
  .filter(([, text]) => importsState.test(text))
  .filter(([, text]) => /<(?:LoadErrorAlert|DelayedSpinner)\b/.test(text.replace(suspenseFallback, '')))
  .map(([file]) => file)
  .sort();

describe('the web’s query states', () => {
  it('are shown by QueryState: LoadErrorAlert and DelayedSpinner only in the written exceptions', () => {
    expect(byHand).toEqual(Object.keys(exceptions).sort());
  });

  it('say an empty list with EmptyText: no feature writes its centred grey text by hand', () => {
    const emptyByHand = Object.entries(sources)
      .filter(([, text]) => emptyTextByHand.test(text))
      .map(([file]) => file.replace(/^\/src\//, ''));
    expect(emptyByHand).toEqual([]);
    expect(emptyTextByHand.test('<Text c="dimmed" ta="center" py="xl">')).toBe(true);
    expect(emptyTextByHand.test("<EmptyText>{t('x')}</EmptyText>")).toBe(false);
  });

  it('give QueryState an EmptyText as the empty state, on every page the same', () => {
    const otherEmpty = Object.entries(sources)
      .filter(([, text]) => emptyStateNotEmptyText.test(text))
      .map(([file]) => file.replace(/^\/src\//, ''))
      .sort();
    expect(otherEmpty).toEqual(emptyWithMore);
    expect(emptyStateNotEmptyText.test('show: <Text c="gray.7">{t(\'x\')}</Text>,')).toBe(true);
    expect(emptyStateNotEmptyText.test('show: (\n  <Text>\n')).toBe(true);
    expect(emptyStateNotEmptyText.test("show: <EmptyText>{t('x')}</EmptyText>,")).toBe(false);
  });

  it('tells a hand-written state from a Suspense fallback', () => {
    const fallbackOnly = '<Suspense fallback={<DelayedSpinner />}><Lazy /></Suspense>';
    expect(/<DelayedSpinner\b/.test(fallbackOnly.replace(suspenseFallback, ''))).toBe(false);
    expect(/<DelayedSpinner\b/.test('if (query.isPending) return <DelayedSpinner />;')).toBe(true);
    expect(importsState.test("import { LoadErrorAlert } from '../../lib/loading/LoadErrorAlert.tsx';")).toBe(
      true,
    );
    expect(importsState.test("import { QueryState } from '../../lib/loading/QueryState.tsx';")).toBe(false);
  });
});
