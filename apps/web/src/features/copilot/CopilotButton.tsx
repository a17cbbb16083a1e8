import { ActionIcon, Drawer, Tabs, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSparkles } from '../../lib/icons/icons.ts';
import { useScreenMatches } from '../../lib/shell/useScreenMatches.ts';
import { CopilotChatView } from './CopilotChatView.tsx';
import { CopilotHistory } from './CopilotHistory.tsx';
import { useCopilotChat } from './useCopilotChat.ts';

/**
 * The header's copilot button and its panel. The conversation lives here, outside the drawer, so closing
 * and reopening the panel keeps it. Mantine's Drawer traps focus, closes on Escape and gives focus back.
 */
export function CopilotButton() {
  const { t } = useTranslation('core');
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<'chat' | 'history'>('chat');
  const chat = useCopilotChat();
  const isMobile = useScreenMatches('(max-width: 47.99em)');
  return (
    <>
      <Tooltip label={t('copilot.title')} disabled={opened}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('copilot.open')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened(true)}
        >
          <IconSparkles size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size={isMobile ? '100%' : 520}
        title={t('copilot.title')}
        closeButtonProps={{ 'aria-label': t('copilot.close') }}
      >
        <Tabs value={tab} onChange={(value) => setTab(value === 'history' ? 'history' : 'chat')}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="chat">{t('copilot.chatTab')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('copilot.historyTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chat">
            <CopilotChatView chat={chat} onNavigate={() => setOpened(false)} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <CopilotHistory
              currentId={chat.conversationId}
              onOpen={(id) => {
                chat.open(id);
                setTab('chat');
              }}
            />
          </Tabs.Panel>
        </Tabs>
      </Drawer>
    </>
  );
}
