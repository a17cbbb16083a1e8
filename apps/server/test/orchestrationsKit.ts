import { writeZipBuffer } from '../src/platform/zip/writeZip.ts';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * An INTEGRATION app source with the given orchestrations (component id → orchestration JSON), and the
 * scripts they call (component id → source, at scripts/<id>.js).
 */
export async function integrationWithOrchestrations(
  referenceId: string,
  flows: Record<string, unknown>,
  scripts: Record<string, string> = {},
): Promise<Buffer> {
  const integration = {
    source: { system: 'workday', resource: 'workers', format: 'json' },
    target: { system: 'rest', resource: '/v1/people', format: 'json' },
    mapping: [{ from: 'worker.id', to: 'id' }],
    schedule: '0 2 * * *',
    onError: 'skip',
  };
  const manifest = {
    referenceId,
    name: referenceId,
    type: 'INTEGRATION',
    version: '1.0.0',
    description: 'Orchestrations under test.',
    components: [
      { id: 'sync', kind: 'integration', path: 'integrations/sync.json' },
      ...Object.keys(flows).map((id) => ({ id, kind: 'orchestration', path: `orchestrations/${id}.json` })),
      ...Object.keys(scripts).map((id) => ({ id, kind: 'script', path: `scripts/${id}.js` })),
    ],
  };
  return writeZipBuffer([
    { name: 'manifest.json', data: json(manifest) },
    { name: 'integrations/sync.json', data: json(integration) },
    ...Object.entries(flows).map(([id, flow]) => ({ name: `orchestrations/${id}.json`, data: json(flow) })),
    ...Object.entries(scripts).map(([id, source]) => ({
      name: `scripts/${id}.js`,
      data: Buffer.from(source),
    })),
  ]);
}
