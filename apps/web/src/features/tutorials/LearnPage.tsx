import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/identity/useSession.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { tutorialListQueryOptions } from './api/tutorialsApi.ts';
import { TutorialCard } from './TutorialCard.tsx';
import { TutorialView } from './TutorialView.tsx';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /learn: every tutorial in order with the user's progress; /learn?tutorial={slug} opens one. */
export function LearnPage() {
  const [params] = useSearchParams();
  const slug = params.get('tutorial');
  if (slug && SLUG.test(slug)) return <TutorialView slug={slug} />;
  return <TutorialIndex />;
}

function TutorialIndex() {
  const { t } = useTranslation('core');
  const { session, isSignedIn } = useSession();
  const query = useQuery(tutorialListQueryOptions(isSignedIn ? (session?.sub ?? null) : null));
  return (
    <Stack gap="lg">
      <Stack gap={4} maw={760}>
        <Title order={1}>{t('tutorials.title')}</Title>
        <Text>{t('tutorials.intro')}</Text>
      </Stack>
      <QueryState
        query={query}
        errorMessage={t('tutorials.loadError')}
        empty={{
          when: (loaded) => loaded.data.length === 0,
          show: <EmptyText>{t('tutorials.empty')}</EmptyText>,
        }}
      >
        {(loaded) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {loaded.data.map((tutorial) => (
              <TutorialCard key={tutorial.slug} tutorial={tutorial} signedIn={isSignedIn} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
