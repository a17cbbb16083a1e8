import type { AppManifest, AppType } from '@portal/contracts';
import type { ThreadTask } from '../../../platform/threads/runTask.ts';
import { checkUploadedSource } from './checkUpload.ts';

export type CheckUploadInput = { file: string; app: { referenceId: string; type: AppType } };

/** checkUploadedSource in a thread of its own: reading every entry of a big zip must not hold the event loop. */
export const checkUploadTask: ThreadTask<CheckUploadInput, AppManifest> = (input) =>
  checkUploadedSource(input.file, input.app);
