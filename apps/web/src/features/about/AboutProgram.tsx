import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBook, IconFileCertificate, IconLifebuoy } from '../../lib/icons/icons.ts';
import { useLinksOnDeployment } from '../../lib/routes/RouteTableContext.tsx';

/** The program's documents as buttons, the terms first; text under `about:program.{key}`. */
const documents = [
  { key: 'terms', path: '/terms/developerprogram', icon: IconFileCertificate, variant: 'filled' },
  { key: 'docs', path: '/documentation', icon: IconBook, variant: 'default' },
] as const;
const support = [{ key: 'support', path: '/support' }] as const;
const wrappingLabel = { label: { whiteSpace: 'normal' } } as const;

/** The developer program band: its terms, the docs and support, each only where it exists here. */
export function AboutProgram() {
  const { t } = useTranslation('about');
  const buttons = useLinksOnDeployment(documents);
  const [supportLink] = useLinksOnDeployment(support);
  return (
    <Paper
      component="section"
      bg="brand.0"
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      aria-labelledby="about-program-heading"
    >
      <Stack gap="md" maw={760}>
        <Title order={2} id="about-program-heading">
          {t('program.heading')}
        </Title>
        <Text c="gray.9">{t('program.body')}</Text>
        {buttons.length > 0 && (
          <Group gap="sm">
            {buttons.map(({ key, path, icon: Icon, variant }) => (
              <Button
                key={key}
                component={Link}
                to={path}
                variant={variant}
                leftSection={<Icon size={18} aria-hidden />}
                // A long label wraps on a phone instead of being cut off (375 px).
                h="auto"
                py={8}
                styles={wrappingLabel}
              >
                {t(`program.${key}`)}
              </Button>
            ))}
          </Group>
        )}
        {supportLink && (
          <Anchor component={Link} to={supportLink.path} fw={600} c="brand.8">
            <Group gap={6} component="span">
              <IconLifebuoy size={18} aria-hidden />
              {t('program.support')}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
