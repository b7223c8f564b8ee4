import { ActionIcon, Button, Center, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileCategory, PlaceFile } from '@trapline/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePlaceFile, downloadThroughSignedUrl, FILES_PAGE_SIZE, placeFilesQuery, placeFileUrl, updatePlaceFile } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { PlaceFileEditDialog } from './file-edit-dialogs.tsx';
import { fileErrorMessage, formatDate, formatSize } from './format.ts';

/** The files of one place category, a page at a time; actions follow what the server allows per file. */
export function PlaceFilesTable({ placeId, category, categories }: { placeId: string; category: FileCategory; categories: FileCategory[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const files = useQuery(placeFilesQuery(placeId, { categoryId: category.id, search: debounced, page }));
  const [editing, setEditing] = useState<PlaceFile | null>(null);
  const [deleting, setDeleting] = useState<PlaceFile | null>(null);
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['place', placeId, 'files'] }), queryClient.invalidateQueries({ queryKey: ['place', placeId, 'files-categories'] })]);

  const download = (file: PlaceFile) =>
    downloadThroughSignedUrl(() => placeFileUrl(placeId, file.uuid)).catch((error: unknown) => notifications.show({ color: 'red', message: fileErrorMessage(error, t, 'pdf') }));

  const pages = Math.max(1, Math.ceil((files.data?.count ?? 0) / FILES_PAGE_SIZE));
  return (
    <Stack>
      <TextInput
        placeholder={t('files.search')}
        aria-label={t('files.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={320}
      />
      {files.isPending ? (
        <Center p="lg"><Loader aria-label={t('app.loading')} /></Center>
      ) : files.isError ? (
        <Text c="red" role="alert">{fileErrorMessage(files.error, t)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid="place-files-table" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.name')}</Table.Th>
                <Table.Th>{t('files.uploadedBy')}</Table.Th>
                <Table.Th>{t('files.createdAt')}</Table.Th>
                <Table.Th ta="right">{t('files.size')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.rows.map((file) => (
                <Table.Tr key={file.uuid}>
                  <Table.Td>
                    <Text size="sm" fw={500}>{file.name}</Text>
                    {file.note && <Text size="xs" c="dimmed">{file.note}</Text>}
                  </Table.Td>
                  <Table.Td>{file.user ? `${file.user.name} ${file.user.surname}` : '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(file.createdAt)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{formatSize(file.size)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => void download(file)} aria-label={`${t('files.download')}: ${file.name}`} data-testid="file-download">{t('files.download')}</Button>
                      {file.canEdit && <ActionIcon variant="subtle" onClick={() => setEditing(file)} aria-label={`${t('common.edit')}: ${file.name}`} data-testid="file-edit">✎</ActionIcon>}
                      {file.canDelete && <ActionIcon variant="subtle" color="red" onClick={() => setDeleting(file)} aria-label={`${t('common.delete')}: ${file.name}`} data-testid="file-delete">✕</ActionIcon>}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {files.data.rows.length === 0 && (
                <Table.Tr><Table.Td colSpan={5}><Text c="dimmed" ta="center">{t('common.noData')}</Text></Table.Td></Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <PlaceFileEditDialog
        file={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onSave={async (file, values) => {
          try {
            await updatePlaceFile(placeId, file.uuid, values);
          } catch (error) {
            throw new Error(fileErrorMessage(error, t, 'pdf'));
          }
          await refresh();
          notifications.show({ color: 'green', message: t('files.saved') });
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('files.deleteTitle')}
        text={t('files.deleteConfirm', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          try {
            await deletePlaceFile(placeId, deleting!.uuid);
          } catch (error) {
            throw new Error(fileErrorMessage(error, t, 'pdf'));
          }
          await refresh();
          notifications.show({ color: 'green', message: t('files.deleted') });
        }}
      />
    </Stack>
  );
}
