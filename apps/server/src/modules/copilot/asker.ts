/** Who asks the copilot: its tools read with these permissions and nothing more. */
export type CopilotAsker = { userId: string; organizationId: string; permissions: readonly string[] };
