import type { Evidence } from './retrieval.ts';

/**
 * The answer without a model (COPILOT_PROVIDER=none, or the model failed): what was found, quoted and
 * labelled as found, never phrased as if it were written for the question (docs/decisions/
 * copilot-offline-answers.md). Markdown-like plain text, in parts, so it streams as it would from a model.
 */
export function offlineAnswer(evidence: Evidence): string[] {
  const parts: string[] = [];
  const { named, build, app, tenant, logs, operations, passages } = evidence;
  if (named) parts.push(named);
  if (build) {
    const lines = [`Found in build ${build.id.slice(0, 8)} (${build.status}):`];
    if (build.failingStep) lines.push(`Last step reached: ${build.failingStep}`);
    if (build.error) lines.push(`Error: ${build.error}`);
    if (build.errorLines.length === 0 && !build.error) lines.push('No error line in its log.');
    if (build.errorLines.length > 0)
      lines.push('Error lines of its log:', ...build.errorLines.map((l) => `    ${l}`));
    parts.push(lines.join('\n'));
  }
  if (app) {
    parts.push(
      `Found in the app ${app.name} (${app.referenceId}): ${app.latest ? `latest ${app.latest}` : 'no version yet'}.`,
    );
  }
  if (tenant) {
    const where = `Found on the tenant ${tenant.name} (${tenant.environment})`;
    if (tenant.deployments === null) parts.push(`${where}.`);
    else if (tenant.deployments.length === 0) parts.push(`${where}: no app is deployed there.`);
    else parts.push([`${where}, deployed:`, ...tenant.deployments.map((d) => `    ${d}`)].join('\n'));
  }
  if (logs)
    parts.push(['Found in the logs of the last 24 hours:', ...logs.lines.map((l) => `    ${l}`)].join('\n'));
  for (const op of operations) {
    parts.push(
      `Found in the API reference: ${op.title}: ${op.summary}\nA request to start from:\n\`\`\`\n${op.request}\n\`\`\``,
    );
  }
  // The closest passage leads, quoted whole; the others are named, their links under the answer.
  const [closest, ...others] = passages;
  if (closest) parts.push(`Found in the documentation, in “${closest.title}”:\n${closest.text}`);
  if (others.length > 0) parts.push(`Also found: ${others.map((p) => `“${p.title}”`).join(', ')}.`);
  if (parts.length === 0) {
    return [
      'Nothing was found in the documentation or in what you may see in this company for this question. Try other words, or open the page the question is about.',
    ];
  }
  return parts.map((part, index) => (index === 0 ? part : `\n\n${part}`));
}
