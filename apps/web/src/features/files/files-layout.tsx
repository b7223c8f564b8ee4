import { Alert, Box, Button, Center, Flex, Group, Loader, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileErrorMessage } from './format.ts';

/** Categories beside the file list while there is room for both, stacked above it otherwise. */
export function FilesLayout({ categories, files }: { categories: ReactNode; files: ReactNode }) {
  return (
    <Flex gap="md" wrap="wrap" align="flex-start">
      <Box style={{ flex: '1 1 240px', maxWidth: '100%' }} maw={{ base: '100%', sm: 320 }}>
        {categories}
      </Box>
      <Box style={{ flex: '999 1 480px', minWidth: 0 }}>{files}</Box>
    </Flex>
  );
}

/** What a files screen shows while its categories load, or why they did not. */
export function CategoriesPending({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  return (
    <Alert color="red" role="alert">
      {fileErrorMessage(error, t)}
    </Alert>
  );
}

/** The chosen category's name over its files, and the upload button for those who may upload. */
export function FilesHeading({
  title,
  canUpload,
  uploadDisabled,
  onUpload,
}: {
  title: string;
  canUpload: boolean;
  uploadDisabled: boolean;
  onUpload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Title order={2} size="h4" data-testid="files-title">
        {title}
      </Title>
      {canUpload && (
        <Button onClick={onUpload} disabled={uploadDisabled} data-testid="files-upload">
          {t('files.upload.open')}
        </Button>
      )}
    </Group>
  );
}
