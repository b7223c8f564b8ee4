import { Center, Loader } from '@mantine/core';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { PlaceFilesPage } from '@/features/files/place-files-page.tsx';
import { isRestricted } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/places/edit/$placeId/files')({ component: FilesRoute });

/** Files of a place (spec 2, section 2.11); the restricted user's limits come from its role. */
function FilesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('files.menu'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/files' });
  const { data: me } = useAccount();
  if (!me)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  return <PlaceFilesPage placeId={placeId} restricted={isRestricted(me.type)} />;
}
