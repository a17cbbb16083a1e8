import type { InboxService } from '../inbox/inbox.service.ts';
import type { NotifyCall } from './engine/executeStep.ts';
import type { OrchestrationsRepository, RunRow } from './orchestrations.repository.ts';

/** The run's page, for the company the run belongs to: the owner's app view, or a licensee's. */
const runLink = (run: { appId: string; organizationId: string; runId: string }, ownerId: string) =>
  `/console/apps/${ownerId === run.organizationId ? 'view' : 'licensed'}/${run.appId}/orchestration-activity/${run.runId}`;

/**
 * What runs tell people (docs/decisions/orchestration-approvals.md): a notify step's message, and an
 * approval waiting for a role, each in the portal's notifications and by e-mail when SMTP is set up.
 */
export function runNotices(deps: {
  repo: Pick<OrchestrationsRepository, 'appSummary'>;
  inbox: Pick<InboxService, 'deliver'>;
  publicUrl: string;
}) {
  const about = async (run: { appId: string; organizationId: string; runId: string }) => {
    const app = await deps.repo.appSummary(run.appId);
    const link = app ? runLink(run, app.organizationId) : null;
    return { appName: app?.name ?? '', link, url: link ? `${deps.publicUrl}${link}` : deps.publicUrl };
  };

  const notify: NotifyCall = async ({ run, stepId, to, message }) => {
    const { appName, link, url } = await about(run);
    return deps.inbox.deliver({
      organizationId: run.organizationId,
      to,
      kind: 'orchestration_message',
      data: { app: appName, orchestration: run.orchestration, step: stepId, message },
      link,
      mail: {
        subject: `${appName}: ${message.slice(0, 80)}`,
        text: [message, '', `Sent by orchestration ${run.orchestration} of ${appName}:`, url].join('\n'),
      },
    });
  };

  const approvalOpened = async (run: RunRow, stepId: string, role: string, deadline: Date) => {
    const { appName, link, url } = await about({ ...run, runId: run.id });
    await deps.inbox.deliver({
      organizationId: run.organizationId,
      to: { role },
      kind: 'approval_requested',
      data: { app: appName, orchestration: run.orchestration, step: stepId, role },
      link,
      mail: {
        subject: `${appName}: a run of ${run.orchestration} waits for your approval`,
        text: [
          `A run of orchestration ${run.orchestration} of ${appName} waits at step ${stepId} for someone with the role ${role} to approve or reject it.`,
          `It waits until ${deadline.toUTCString()}. Open the run to decide:`,
          url,
        ].join('\n'),
      },
    });
  };

  return { notify, approvalOpened };
}
