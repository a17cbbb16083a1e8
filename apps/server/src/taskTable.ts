import type * as checkTask from './modules/apps/source/checkTask.ts';
import type * as draftTasks from './modules/builder/draftTasks.ts';
import type * as sourceTasks from './modules/builder/sourceTasks.ts';
import type * as buildTask from './modules/builds/pipeline/buildTask.ts';
import type * as validateZip from './modules/builds/pipeline/validateZip.ts';
import type * as renderTask from './modules/docs/markdown/renderTask.ts';
import type * as releaseTasks from './modules/releases/sourceTasks.ts';
import type * as samlTasks from './modules/saml/samlTasks.ts';
import { renderMarkdownListTask } from './platform/markdown/renderMarkdownList.ts';
import { tasksIn } from './platform/threads/runTask.ts';

/**
 * Every task the server runs in a task thread (platform/threads: runTask and its pool), by name: where it
 * lives (module and export, which the pool's thread imports) and, from the export's own type, its input,
 * output and events. A caller runs `runTask(tasks.x, input)`, so a name that is not here, or an input the
 * task does not take, fails the type check; taskTable.test.ts checks that each entry's module exports it.
 * The URLs are relative to this file, which the bundle keeps (build/sourceUrls.ts): the threads load the
 * task modules from source, bundled or not.
 */
const at = (modulePath: string) => new URL(modulePath, import.meta.url);
const apps = tasksIn<typeof checkTask>(at('./modules/apps/source/checkTask.ts'));
const builds = tasksIn<typeof buildTask>(at('./modules/builds/pipeline/buildTask.ts'));
const zips = tasksIn<typeof validateZip>(at('./modules/builds/pipeline/validateZip.ts'));
const drafts = tasksIn<typeof draftTasks>(at('./modules/builder/draftTasks.ts'));
const sources = tasksIn<typeof sourceTasks>(at('./modules/builder/sourceTasks.ts'));
const saml = tasksIn<typeof samlTasks>(at('./modules/saml/samlTasks.ts'));
const docs = tasksIn<typeof renderTask>(at('./modules/docs/markdown/renderTask.ts'));
const releases = tasksIn<typeof releaseTasks>(at('./modules/releases/sourceTasks.ts'));

export const tasks = {
  /** Checks an uploaded source zip and reads its manifest (apps). */
  checkUpload: apps.task('checkUploadTask'),
  /** Checks and packages a build, posting its log lines (builds). */
  build: builds.task('buildTask'),
  /** Checks a zip as a build would, without building it (builds, admin). */
  validateZip: zips.task('validateZipTask'),
  /** The builder's draft: checked, zipped, and an upload split into files. */
  validateDraft: drafts.task('validateDraftTask'),
  zipDraft: drafts.task('zipDraftTask'),
  splitUpload: drafts.task('splitUploadTask'),
  /** A draft asset's content: an SVG parsed against its allow list. */
  checkAsset: drafts.task('checkAssetTask'),
  /** A version's source zip split into the builder's files: one, or several at once. */
  splitSource: sources.task('splitSourceTask'),
  splitSources: sources.task('splitSourcesTask'),
  /** An identity provider's SAML metadata, parsed and checked (saml). */
  parseSamlMetadata: saml.task('parseMetadataTask'),
  /** Two versions' files hashed, and one file's two texts, for a diff (releases). */
  indexSources: releases.task('indexSourcesTask'),
  fileSides: releases.task('fileSidesTask'),
  /** The shipped and written docs, rendered (docs). */
  renderDocs: docs.task('renderDocsTask'),
  /** Markdown bodies (tutorial steps, copilot answers), rendered: platform/markdown's own task. */
  renderMarkdownList: renderMarkdownListTask,
};
