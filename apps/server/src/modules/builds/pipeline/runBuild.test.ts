import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildLogLevel } from '@portal/contracts';
import { appTypes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { inspectZip } from '../../../platform/zip/inspectZip.ts';
import { readEntries, readToBuffer } from '../../../platform/zip/readEntries.ts';
import {
  listFiles,
  type TestEntry,
  tempDir,
  writeTemp,
  zipBuffer,
  zipWithName,
} from '../../../platform/zip/testZips.ts';
import { starterTemplate } from '../../apps/source/starterTemplates.ts';
import { listSamples, sampleSourceZip } from '../../catalog/samples.ts';
import { runBuild } from './runBuild.ts';

async function build(zip: Buffer, expectedReferenceId = 'leave_tracker') {
  const dir = await tempDir('build-test-');
  const zipPath = await writeTemp(dir, 'source.zip', zip);
  const workDir = path.join(dir, 'work');
  const lines: [BuildLogLevel, string][] = [];
  const result = await runBuild({ zipPath, expectedReferenceId, workDir, log: (l, m) => lines.push([l, m]) });
  return { result, lines, text: lines.map(([l, m]) => `${l} ${m}`).join('\n'), workDir };
}

const manifest = {
  referenceId: 'leave_tracker',
  name: 'Leave tracker',
  type: 'EXTEND',
  version: '1.0.0',
  components: [
    { id: 'leave', kind: 'model', path: 'models/leave.json' },
    { id: 'home', kind: 'page', path: 'pages/home.json' },
  ],
};
const model = { name: 'Leave', fields: [{ name: 'start', type: 'date', required: true }] };
const page = {
  title: 'Leave',
  layout: 'list',
  model: 'leave',
  sections: [{ id: 'main', fields: [{ id: 'start', label: 'Start', type: 'date', binding: 'start' }] }],
};

function source(overrides: { manifest?: unknown; files?: Record<string, unknown> } = {}): TestEntry[] {
  const files: Record<string, unknown> = {
    'manifest.json': overrides.manifest ?? manifest,
    'models/leave.json': model,
    'pages/home.json': page,
    ...overrides.files,
  };
  return Object.entries(files)
    .filter(([, content]) => content !== undefined)
    .map(([name, content]) => ({
      name,
      data: typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    }));
}

describe('runBuild', () => {
  it('builds a valid source and logs each step line by line', async () => {
    const { result, text } = await build(await zipBuffer(source()));
    expect(result.status).toBe('SUCCEEDED');
    expect(result.errors).toEqual([]);
    expect(text).toContain('info Validating manifest.json');
    expect(text).toContain('info Component model leave: OK');
    expect(text).toContain('info Component page home: OK');
    expect(text).toMatch(/info Packaged artifact [\d.]+ (B|KB) sha256:[0-9a-f]{64}/);
    expect(text.split('\n').at(-1)).toBe('info Build SUCCEEDED');
  });

  it('packages the validated files in a fixed order with build-info.json and its checksum', async () => {
    const { result, workDir } = await build(await zipBuffer(source({ files: { 'README.md': 'notes' } })));
    const artifact = await readFile(result.artifactPath!);
    expect(result.checksum).toBe(`sha256:${createHash('sha256').update(artifact).digest('hex')}`);
    expect(result.sizeBytes).toBe(artifact.length);
    const inspection = await inspectZip(result.artifactPath!);
    expect(inspection.entries.map((e) => e.name)).toEqual([
      'build-info.json',
      'manifest.json',
      'models/leave.json',
      'pages/home.json',
    ]);
    let info: { referenceId?: string; components?: { path: string; sha256: string }[] } = {};
    await readEntries(result.artifactPath!, async (entry, content) => {
      const data = await readToBuffer(content);
      if (entry.name === 'build-info.json') info = JSON.parse(data.toString());
    });
    expect(info.referenceId).toBe('leave_tracker');
    expect(info.components?.map((c) => c.path)).toEqual(['models/leave.json', 'pages/home.json']);
    // The extracted source is gone; only the artifact stays in the work folder.
    expect(await listFiles(workDir)).toEqual(['artifact.zip']);
  });

  it('gives the same checksum for the same files, whatever their order and dates in the upload', async () => {
    const first = await build(await zipBuffer(source()));
    const redated = source()
      .reverse()
      .map((entry, i) => ({ ...entry, mtime: new Date(2025, i, 3, 14, 5) }));
    const reordered = await build(await zipBuffer(redated));
    expect(reordered.result.checksum).toBe(first.result.checksum);
  });

  it('writes the first lines of each level and counts the rest, so a huge source gives a readable log', async () => {
    const strays = Object.fromEntries(Array.from({ length: 450 }, (_, i) => [`stray/file-${i}.txt`, 'x']));
    const { result, lines } = await build(await zipBuffer(source({ files: strays })));
    expect(result.status).toBe('SUCCEEDED');
    const warns = lines.filter(([level]) => level === 'warn');
    // 200 warnings, then one line with the count of the 250 others.
    expect(warns).toHaveLength(201);
    expect(warns.at(-1)?.[1]).toBe('... and 250 more warn line(s) not shown (the first 200 are above)');
    expect(lines.at(-1)).toEqual(['info', 'Build SUCCEEDED']);
  });

  it('keeps the first 200 errors of a failed build and counts them all', async () => {
    const components = Array.from({ length: 250 }, (_, i) => ({
      id: `m${i}`,
      kind: 'model',
      path: `models/m${i}.json`,
    }));
    const { result, lines } = await build(await zipBuffer(source({ manifest: { ...manifest, components } })));
    expect(result.status).toBe('FAILED');
    expect(result.errors).toHaveLength(200);
    expect(result.errorCount).toBe(250);
    expect(lines.filter(([level]) => level === 'error').length).toBeLessThanOrEqual(202);
    expect(lines.at(-1)).toEqual(['error', 'Build FAILED with 250 error(s)']);
  });

  it('warns about files the manifest does not list and leaves them out', async () => {
    const { result, lines } = await build(await zipBuffer(source({ files: { 'notes/todo.txt': 'x' } })));
    expect(result.status).toBe('SUCCEEDED');
    expect(lines).toContainEqual(['warn', 'Not in the manifest, left out of the artifact: notes/todo.txt']);
  });

  it('fails a manifest that fails the schema, naming the file and pointer', async () => {
    const { result, text } = await build(
      await zipBuffer(source({ manifest: { ...manifest, version: 'one' } })),
    );
    expect(result.status).toBe('FAILED');
    expect(result.errors).toEqual([
      {
        code: 'manifest_invalid',
        file: 'manifest.json',
        pointer: '/version',
        message: 'manifest.json /version: Use a semantic version such as 1.0.0.',
      },
    ]);
    expect(text).toContain('error manifest.json /version: Use a semantic version such as 1.0.0.');
    expect(result.artifactPath).toBeUndefined();
  });

  it('fails a manifest that is not JSON, and a zip without one', async () => {
    expect(
      (await build(await zipBuffer(source({ manifest: '{ "referenceId": ' })))).result.errors[0]?.code,
    ).toBe('manifest_invalid_json');
    expect(
      (await build(await zipBuffer(source({ manifest: undefined as unknown }).slice(1)))).result.errors[0]
        ?.code,
    ).toBe('manifest_missing');
  });

  it('fails when the manifest carries another reference ID than the app', async () => {
    const { result } = await build(await zipBuffer(source()), 'payroll_sync');
    expect(result.status).toBe('FAILED');
    expect(result.errors).toEqual([
      {
        code: 'reference_id_mismatch',
        file: 'manifest.json',
        pointer: '/referenceId',
        message:
          "The manifest's reference ID 'leave_tracker' does not match the app's reference ID 'payroll_sync'.",
      },
    ]);
  });

  it('fails a component that fails its schema, naming the file and pointer', async () => {
    const badPage = { ...page, layout: 'carousel' };
    const { result, text } = await build(await zipBuffer(source({ files: { 'pages/home.json': badPage } })));
    expect(result.status).toBe('FAILED');
    expect(result.errors).toMatchObject([
      { code: 'component_invalid', file: 'pages/home.json', pointer: '/layout' },
    ]);
    expect(text).toContain('error Component page home: 1 problem(s)');
    expect(text).toContain('info Component model leave: OK');
  });

  it('fails a collection that calls outside the sandbox or names an unknown variable, with file and pointer', async () => {
    const withCollection = {
      ...manifest,
      components: [
        ...manifest.components,
        { id: 'smoke', kind: 'collection', path: 'collections/smoke.json' },
      ],
    };
    const collection = {
      name: 'Smoke',
      variables: [{ name: 'id', default: '21001' }],
      requests: [
        { id: 'one', name: 'One', method: 'GET', path: '/api/workers/v1/workers/{{workerId}}' },
        { id: 'out', name: 'Out', method: 'GET', path: '/admin/users' },
      ],
    };
    const { result, text } = await build(
      await zipBuffer(source({ manifest: withCollection, files: { 'collections/smoke.json': collection } })),
    );
    expect(result.status).toBe('FAILED');
    expect(result.errors).toMatchObject([
      { code: 'component_invalid', file: 'collections/smoke.json', pointer: '/requests/1/path' },
      { code: 'component_invalid', file: 'collections/smoke.json', pointer: '/requests/0/path' },
    ]);
    expect(text).toContain("collections/smoke.json /requests/0/path: No variable is named 'workerId'.");
  });

  it('fails a component whose file is missing from the zip', async () => {
    const { result } = await build(await zipBuffer(source({ files: { 'pages/home.json': undefined } })));
    expect(result.errors).toEqual([
      {
        code: 'component_missing',
        file: 'pages/home.json',
        message: 'pages/home.json is missing from the zip.',
      },
    ]);
  });

  it('fails a reference to a component that does not exist', async () => {
    const { result } = await build(
      await zipBuffer(source({ files: { 'pages/home.json': { ...page, model: 'vacation' } } })),
    );
    expect(result.errors).toMatchObject([
      { code: 'component_reference', file: 'pages/home.json', pointer: '/model' },
    ]);
  });

  it('fails a profile group with no context-free task and no model report, and builds one with a report', async () => {
    const detailOnly = {
      ...manifest,
      profileGroups: [{ id: 'viewers', name: 'Viewers', tasks: ['home'] }],
    };
    const { result } = await build(
      await zipBuffer(
        source({ manifest: detailOnly, files: { 'pages/home.json': { ...page, layout: 'detail' } } }),
      ),
    );
    expect(result.errors).toMatchObject([
      {
        code: 'component_reference',
        file: 'manifest.json',
        pointer: '/profileGroups/0',
        message: expect.stringContaining("the profile group 'Viewers' needs at least one context-free task"),
      },
    ]);
    const withReport = {
      ...manifest,
      profileGroups: [{ id: 'viewers', name: 'Viewers', reports: ['leave'] }],
    };
    const { text } = await build(await zipBuffer(source({ manifest: withReport })));
    expect(text.split('\n').at(-1)).toBe('info Build SUCCEEDED');
  });

  it('fails a script with a syntax error, an import, or without the function an orchestration calls', async () => {
    const withScript = {
      ...manifest,
      components: [
        ...manifest.components,
        { id: 'rules', kind: 'script', path: 'scripts/rules.js' },
        { id: 'flow', kind: 'orchestration', path: 'flow.json' },
      ],
    };
    const flow = {
      trigger: { type: 'manual' },
      steps: [{ id: 'run', type: 'script', script: 'rules', function: 'check' }],
    };
    const cases = [
      ['export function check( {', 'component_invalid'],
      ["import fs from 'node:fs';\nexport function check() {}", 'component_invalid'],
      ['export function other() {}', 'component_reference'],
    ] as const;
    for (const [script, code] of cases) {
      const zip = await zipBuffer(
        source({ manifest: withScript, files: { 'scripts/rules.js': script, 'flow.json': flow } }),
      );
      const { result } = await build(zip);
      expect(result.errors.map((e) => e.code)).toEqual([code]);
    }
  });

  it('fails an SVG asset with active content and a PNG that is not one', async () => {
    const withAssets = {
      ...manifest,
      components: [
        ...manifest.components,
        { id: 'logo', kind: 'asset', path: 'logo.svg' },
        { id: 'photo', kind: 'asset', path: 'photo.png' },
      ],
    };
    const files = {
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      'photo.png': 'not a png',
    };
    const { result } = await build(await zipBuffer(source({ manifest: withAssets, files })));
    expect(result.errors.map((e) => e.message)).toEqual([
      'logo.svg: SVG images cannot contain the attribute onload on <svg>',
      'photo.png: is not a PNG image',
    ]);
  });

  // Each of these once built SUCCEEDED behind the old deny list and ran script in Chromium
  // (docs/product/builds.md BUILDS-5).
  const NS = 'xmlns="http://www.w3.org/2000/svg"';
  const withIcon = (svg: string) =>
    source({
      manifest: {
        ...manifest,
        components: [...manifest.components, { id: 'icon', kind: 'asset', path: 'icon.svg' }],
      },
      files: { 'icon.svg': svg },
    });
  it.each([
    [
      'a namespace-prefixed script',
      `<svg ${NS} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>`,
    ],
    [
      'a character reference in a link',
      `<svg ${NS}><a href="jav&#x61;script:alert(1)"><path d="M0 0"/></a></svg>`,
    ],
    ['a set element', `<svg ${NS}><set attributeName="href" to="&#106;avascript:alert(1)"/></svg>`],
    [
      'a DTD entity',
      `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg ${NS}><text>&x;</text></svg>`,
    ],
  ])('fails an SVG asset with %s', async (_label, svg) => {
    const { result, text } = await build(await zipBuffer(withIcon(svg)));
    expect(result.status).toBe('FAILED');
    expect(result.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^icon\.svg: SVG images cannot contain /),
    ]);
    expect(text.split('\n').at(-1)).not.toBe('info Build SUCCEEDED');
  });

  it('builds an ordinary SVG icon SUCCEEDED', async () => {
    const icon = `<?xml version="1.0"?><svg ${NS} viewBox="0 0 24 24"><title>Icon</title><path fill="#0a6ed1" d="M2 2h20v20H2z"/></svg>`;
    const { result } = await build(await zipBuffer(withIcon(icon)));
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('SUCCEEDED');
  });

  it('fails a bad zip with its code and the user-facing text in the log, leaving no extracted file', async () => {
    const { result, text, workDir } = await build(await zipWithName('../../escape.json', '{}'));
    expect(result.status).toBe('FAILED');
    expect(result.errors[0]?.code).toBe('zip_path_traversal');
    expect(text).toContain('error Error detected in zip file. No build was triggered.');
    expect(await listFiles(workDir)).toEqual([]);
  });

  it('fails a truncated zip', async () => {
    const zip = await zipBuffer(source());
    const { result } = await build(zip.subarray(0, zip.length - 10));
    expect(result.errors[0]?.code).toBe('zip_corrupt');
  });
});

describe('starterTemplate', () => {
  it.each(appTypes)('gives a %s app that builds SUCCEEDED', async (type) => {
    const { result, text } = await build(
      await starterTemplate(type, 'my_new_app', 'My new app'),
      'my_new_app',
    );
    expect(text).not.toContain('warn');
    expect(result).toMatchObject({ status: 'SUCCEEDED', manifest: { type, name: 'My new app' } });
  });
});

describe('catalog samples', () => {
  it('lists at least one sample of each app type', async () => {
    const samples = await listSamples();
    expect(new Set(samples.map((s) => s.type))).toEqual(new Set(appTypes));
  });

  it('builds every sample SUCCEEDED as a copy with a new reference ID', async () => {
    for (const sample of await listSamples()) {
      const zip = await sampleSourceZip(sample.slug, {
        referenceId: 'copied_app',
        name: `${sample.name} copy`,
      });
      const { result, text } = await build(zip, 'copied_app');
      expect(result.errors, `${sample.slug}\n${text}`).toEqual([]);
      expect(text).not.toContain('warn');
      expect(result.status).toBe('SUCCEEDED');
    }
  });
});
