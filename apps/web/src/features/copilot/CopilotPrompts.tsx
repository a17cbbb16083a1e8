import { Button, Menu } from '@mantine/core';
import {
  type CopilotContext,
  type CopilotPromptId,
  copilotPromptIds,
  copilotPrompts,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { IconSparkles } from '../../lib/icons/icons.ts';

type Props = {
  context: CopilotContext;
  /** The question box's text: what a prompt that needs input works on. */
  input: string;
  isBusy: boolean;
  onRun: (promptId: CopilotPromptId, label: string, input?: string) => void;
};

/**
 * The prompt library (docs/product/copilot.md COPILOT-4); a prompt is offered only when the page has what it
 * needs.
 */
export function CopilotPrompts({ context, input, isBusy, onRun }: Props) {
  const { t } = useTranslation('core');
  const isReady = (id: CopilotPromptId) => {
    const needs = copilotPrompts[id].needs;
    if (needs === 'build') return Boolean(context.buildId || context.appId);
    if (needs === 'logs') return Boolean(context.logQuery || context.appId);
    return input.trim() !== '';
  };
  return (
    <Menu position="bottom-start" withinPortal={false}>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconSparkles size={14} aria-hidden />}
          disabled={isBusy}
        >
          {t('copilot.prompts.open')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {copilotPromptIds.map((id) => (
          <Menu.Item
            key={id}
            disabled={!isReady(id)}
            onClick={() => {
              const label = t(`copilot.prompts.${id}`);
              if (copilotPrompts[id].needs === 'input') onRun(id, label, input.trim());
              else onRun(id, label);
            }}
          >
            {t(`copilot.prompts.${id}`)}
          </Menu.Item>
        ))}
        <Menu.Label>{t('copilot.prompts.hint')}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}
