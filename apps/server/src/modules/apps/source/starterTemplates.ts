import type { AppManifest, AppType, ComponentEntry } from '@portal/contracts';
import { writeZipBuffer, type ZipInput } from '../../../platform/zip/writeZip.ts';

type StarterFile = { entry: ComponentEntry; content: unknown };

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

const transformScript = `// Called for each record the integration moves; return the record to write.
export function main(record) {
  return { ...record, email: String(record.email ?? '').trim().toLowerCase() };
}
`;

const rulesScript = `// Business rules of the app; orchestrations call the exported functions.
export function main(record) {
  return { valid: Boolean(record.title), record };
}
`;

/** The smallest app of each type that shows every part it needs, and builds. */
const starters: Record<AppType, StarterFile[]> = {
  INTEGRATION: [
    {
      entry: { id: 'sync', kind: 'integration', path: 'integrations/sync.json' },
      content: {
        source: { system: 'workday', resource: 'workers', format: 'json' },
        target: { system: 'rest', resource: '/v1/people', format: 'json' },
        mapping: [
          { from: 'worker.id', to: 'id' },
          { from: 'worker.email', to: 'email', transform: 'lowercase' },
        ],
        schedule: '0 2 * * *',
        onError: 'skip',
      },
    },
    { entry: { id: 'transform', kind: 'script', path: 'scripts/transform.js' }, content: transformScript },
    {
      entry: { id: 'nightly', kind: 'orchestration', path: 'orchestrations/nightly.json' },
      content: {
        trigger: { type: 'schedule', cron: '0 2 * * *' },
        steps: [
          { id: 'clean', type: 'script', script: 'transform', next: 'done' },
          { id: 'done', type: 'end', status: 'completed' },
        ],
      },
    },
  ],
  JOURNEYS: [
    {
      entry: { id: 'start', kind: 'page', path: 'pages/start.json' },
      content: {
        title: 'Start a request',
        route: 'request/new',
        layout: 'form',
        sections: [
          { id: 'details', fields: [{ id: 'summary', label: 'Summary', type: 'text', required: true }] },
        ],
        actions: [{ id: 'submit', label: 'Submit', style: 'primary', orchestration: 'flow' }],
      },
    },
    {
      entry: { id: 'flow', kind: 'orchestration', path: 'orchestrations/flow.json' },
      content: {
        trigger: { type: 'manual' },
        steps: [
          { id: 'approve', type: 'approval', approver: 'manager', onApprove: 'notify', onReject: 'done' },
          {
            id: 'notify',
            type: 'notify',
            to: 'initiator',
            message: 'Your request was approved.',
            next: 'done',
          },
          { id: 'done', type: 'end' },
        ],
      },
    },
  ],
  EXTEND: [
    {
      entry: { id: 'record', kind: 'model', path: 'models/record.json' },
      content: {
        name: 'Record',
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'owner', type: 'worker' },
        ],
        key: 'title',
      },
    },
    {
      entry: { id: 'home', kind: 'page', path: 'pages/home.json' },
      content: {
        title: 'Records',
        route: 'records',
        layout: 'list',
        model: 'record',
        sections: [
          {
            id: 'list',
            fields: [
              { id: 'title', label: 'Title', type: 'text', binding: 'title' },
              { id: 'owner', label: 'Owner', type: 'worker', binding: 'owner' },
            ],
          },
        ],
      },
    },
    { entry: { id: 'rules', kind: 'script', path: 'scripts/rules.js' }, content: rulesScript },
  ],
};

/**
 * The manifest and files of a new app 'from scratch', as a zip that builds SUCCEEDED; the description is the
 * one typed in the create form (docs/product/apps.md APPS-2), or a generic one.
 */
export async function starterTemplate(
  type: AppType,
  referenceId: string,
  name: string,
  description?: string,
): Promise<Buffer> {
  const files = starters[type];
  const manifest: AppManifest = {
    referenceId,
    name,
    type,
    version: '0.1.0',
    description: description?.trim() || `A new ${type.toLowerCase()} app.`,
    components: files.map((f) => f.entry),
  };
  const entries: ZipInput[] = [
    { name: 'manifest.json', data: json(manifest) },
    ...files.map((f) => ({
      name: f.entry.path,
      data: typeof f.content === 'string' ? Buffer.from(f.content) : json(f.content),
    })),
  ];
  return writeZipBuffer(entries);
}
