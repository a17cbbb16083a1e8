/**
 * Top self-time of a V8 CPU profile, by function and by package:
 * `node --import tsx bench/profileSummary.ts <file.cpuprofile> [rows]`.
 * Profiles come from bench/profile.ts (or any `node --cpu-prof` run).
 */
import fs from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** node_modules/<pkg> (or the repo path, or the V8 category) of a frame: where the time goes, coarsely. */
function packageOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return url;
  const inRepo = /\/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+|bench)\//.exec(url);
  return inRepo ? inRepo[1]! : url;
}

export function summariseProfile(profile: Profile, rows: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url
      .replace(/^.*node_modules\//, '')
      .replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const table = (title: string, map: Map<string, number>) =>
    [
      `| ${title} | self ms | share |`,
      '| --- | --- | --- |',
      ...[...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, rows)
        .map(
          ([key, us]) => `| \`${key}\` | ${(us / 1000).toFixed(0)} | ${((100 * us) / total).toFixed(1)} % |`,
        ),
    ].join('\n');
  return [
    `total sampled: ${(total / 1000).toFixed(0)} ms`,
    '',
    table('package', byPackage),
    '',
    table('function', byFunction),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, rows = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: profileSummary.ts <file.cpuprofile> [rows]');
  process.stdout.write(
    `${summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, Number(rows))}\n`,
  );
}
