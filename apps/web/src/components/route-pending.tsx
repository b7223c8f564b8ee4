import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown in place of a screen while its route loader is still loading the data it needs. */
export function RoutePending() {
  const { t } = useTranslation();
  return (
    <Center p="xl" aria-busy="true">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
