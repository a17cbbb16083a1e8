import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const steps = ['signIn', 'tenant', 'build', 'operate'] as const;

export function GettingStarted() {
  const { t } = useTranslation('home');
  return (
    <Stack component="section" gap="lg" aria-labelledby="home-steps-heading">
      <div>
        <Title order={2} id="home-steps-heading">
          {t('steps.heading')}
        </Title>
        <Text c="gray.7" mt="xs">
          {t('steps.intro')}
        </Text>
      </div>
      {/* An ordered list: the order of the steps is part of the content for screen readers too. */}
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {steps.map((key, index) => (
          <Box component="li" key={key}>
            <Paper bg="brand.0" p="lg" radius="md" h="100%">
              <Stack gap="sm">
                <ThemeIcon size={36} radius="xl" aria-hidden>
                  <Text fw={700} c="white">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} size="h5">
                  {t(`steps.${key}.title`)}
                </Title>
                <Text size="sm" c="gray.8">
                  {t(`steps.${key}.description`)}
                </Text>
              </Stack>
            </Paper>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
