import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/shell/useDocumentTitle.ts';

type StatusPageProps = {
  /** A large decorative code (404, 403); hidden from assistive technology, the title says it all. */
  code?: string;
  title: string;
  text: string;
  action?: ReactNode;
  /** The document title, when it should name the route rather than repeat the heading. */
  documentTitle?: string;
};

/** The full-page message the not-found, forbidden and error views share. */
export function StatusPage({ code, title, text, action, documentTitle }: StatusPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        {code && (
          <Text aria-hidden="true" fz={80} fw={800} lh={1} c="brand.5">
            {code}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dark.6" maw={520}>
          {text}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}

export function ReturnHomeButton({ label }: { label: string }) {
  return (
    <Button component={Link} to="/" size="md" mt="sm">
      {label}
    </Button>
  );
}
