import { ActionIcon, Button, Center, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyFile, FileCategory } from '@trapline/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyFilesQuery, companyFileUrl, deleteCompanyFile, downloadThroughSignedUrl, FILES_PAGE_SIZE, updateCompanyFile } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CompanyFileEditDialog } from './file-edit-dialogs.tsx';
import { fileErrorMessage, formatDate, formatSize } from './format.ts';
import { ValidityBadge } from './validity-badge.tsx';

/** The files of one company category with their validity; read-only unless the caller manages the company. */
export function CompanyFilesTable({ companyId, category, canManage }: { companyId: string; category: FileCategory; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const files = useQuery(companyFilesQuery(companyId, { categoryId: category.id, search: debounced, page }));
  const [editing, setEditing] = useState<CompanyFile | null>(null);
  const [deleting, setDeleting] = useState<CompanyFile | null>(null);
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['company', companyId, 'files'] }), queryClient.invalidateQueries({ queryKey: ['company', companyId, 'files-categories'] })]);

  const download = (file: CompanyFile) =>
    downloadThroughSignedUrl(() => companyFileUrl(companyId, file.uuid)).catch((error: unknown) => notifications.show({ color: 'red', message: fileErrorMessage(error, t) }));

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
          <Table data-testid="company-files-table" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.name')}</Table.Th>
                <Table.Th>{t('files.validUntil')}</Table.Th>
                <Table.Th>{t('files.validity.label')}</Table.Th>
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
                    {file.description && <Text size="xs" c="dimmed">{file.description}</Text>}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{file.validUntil ? formatDate(file.validUntil) : '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}><ValidityBadge validUntil={file.validUntil} /></Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(file.createdAt)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{formatSize(file.size)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => void download(file)} aria-label={`${t('files.download')}: ${file.name}`} data-testid="file-download">{t('files.download')}</Button>
                      {canManage && <ActionIcon variant="subtle" onClick={() => setEditing(file)} aria-label={`${t('common.edit')}: ${file.name}`} data-testid="file-edit">✎</ActionIcon>}
                      {canManage && <ActionIcon variant="subtle" color="red" onClick={() => setDeleting(file)} aria-label={`${t('common.delete')}: ${file.name}`} data-testid="file-delete">✕</ActionIcon>}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {files.data.rows.length === 0 && (
                <Table.Tr><Table.Td colSpan={6}><Text c="dimmed" ta="center">{t('common.noData')}</Text></Table.Td></Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      {canManage && (
        <>
          <CompanyFileEditDialog
            file={editing}
            onClose={() => setEditing(null)}
            onSave={async (file, values) => {
              try {
                await updateCompanyFile(companyId, file.uuid, values);
              } catch (error) {
                throw new Error(fileErrorMessage(error, t));
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
                await deleteCompanyFile(companyId, deleting!.uuid);
              } catch (error) {
                throw new Error(fileErrorMessage(error, t));
              }
              await refresh();
              notifications.show({ color: 'green', message: t('files.deleted') });
            }}
          />
        </>
      )}
    </Stack>
  );
}
