import { Badge, Button, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { companyRoleBadges, groupByAssociation } from '../../lib/identity/companyDisplay.ts';
import { layers } from '../../lib/layers.ts';
import classes from './CompanySwitcher.module.css';

/**
 * The header's company switcher (docs/product/sign-in.md SIGNIN-11): companies primary, then secondary, then
 * collaborator, by name within each, each with the user's role labels. A Mantine Menu: arrow keys move,
 * Enter picks, Escape closes.
 */
export function CompanySwitcher() {
  const { t } = useTranslation('core');
  const { companies, selected, switchTo } = useCompany();
  if (companies.length === 0) return null;
  const name = selected?.organizationName ?? t('company.switcherNone');

  return (
    <Menu position="bottom-end" width={320} shadow="md" zIndex={layers.popover} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconBuilding size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('company.switcherLabel', { company: name })}
          className={classes.target}
        >
          <span className={classes.targetName}>{name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('company.menuTitle')} className={classes.dropdown}>
        {groupByAssociation(companies).map((group, index) => (
          <div key={group.associationType}>
            {index > 0 && <Menu.Divider />}
            <Menu.Label>{t(`company.groups.${group.associationType}`)}</Menu.Label>
            {group.companies.map((company) => {
              const isCurrent = company.organizationUuid === selected?.organizationUuid;
              return (
                <Menu.Item
                  key={company.organizationUuid}
                  onClick={() => {
                    if (!isCurrent) void switchTo(company);
                  }}
                  aria-current={isCurrent ? 'true' : undefined}
                  rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : null}
                >
                  <Stack gap={4}>
                    <Text size="sm" fw={isCurrent ? 700 : 500}>
                      {company.organizationName}
                      {isCurrent && <VisuallyHidden> ({t('company.current')})</VisuallyHidden>}
                    </Text>
                    <Group gap={4}>
                      {companyRoleBadges(company).map((badge) => (
                        <Badge key={badge} size="xs" variant="outline" color="gray.7">
                          {t(`roles.${badge}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                </Menu.Item>
              );
            })}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
