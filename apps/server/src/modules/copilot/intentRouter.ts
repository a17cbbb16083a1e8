import type { CopilotContext } from '@portal/contracts';

/** Which tools a question calls besides the documentation passages, which every question gets. */
export type CopilotTools = {
  /** The app on screen: its name, reference ID, latest version and build. */
  app: boolean;
  /** A build and its failing step with its error lines: the build on screen, or the app's latest. */
  build: boolean;
  /** The newest matching lines of the company's log store (24 hours, a few lines). */
  logs: boolean;
  /** API operations from the search index, each with a request to copy. */
  api: boolean;
};

const BUILD_WORDS = /\b(build|builds|built|fail|failed|failing|failure|broke|broken|error|errors)\b/i;
const LOG_WORDS = /\b(log|logs|logged|error|errors|exception|exceptions|warning|warnings)\b/i;
const API_WORDS =
  /\b(api|apis|request|requests|curl|call|endpoint|endpoints|operation|operations|rest|soap|graphql)\b|\b[A-Z][a-z]+_[A-Z][A-Za-z_]+\b/;

/**
 * The copilot's intent router (docs/product/copilot.md COPILOT-2), explicit on purpose: a few word lists and
 * the page's context decide which tools run. A tool never widens what the asker may see (each reads through
 * the service that checks their permission); the router only saves the reads a question does not need.
 * - the app tool runs whenever an app is on screen;
 * - the build tool when a build is on screen, or an app is and the question speaks of builds or failures;
 * - the logs tool when the question speaks of logs or errors, or a log search is on screen;
 * - the API tool when the question speaks of APIs, requests or names an operation (Get_Workers).
 */
export function routeIntent(question: string, context: CopilotContext): CopilotTools {
  const hasApp = Boolean(context.appId);
  return {
    app: hasApp,
    build: Boolean(context.buildId) || (hasApp && BUILD_WORDS.test(question)),
    logs: Boolean(context.logQuery) || LOG_WORDS.test(question),
    api: API_WORDS.test(question),
  };
}
