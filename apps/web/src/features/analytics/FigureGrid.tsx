import { Paper, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';

/** Figures at a glance, as a description list: a label over each value. */
export function FigureGrid({
  figures,
  cols,
}: {
  figures: { label: string; value: string }[];
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm" component="dl" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm">
          <Text size="sm" c="gray.7" component="dt">
            {figure.label}
          </Text>
          <Text fw={700} size="xl" component="dd" m={0}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
