import { ActionIcon, Button, Center, Group, Loader, Pagination, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES_PAGE_SIZE, type FileListParams } from '@/shared/files/api/types.ts';
import { downloadThroughSignedUrl } from '@/features/files/download.ts';
import { formatDate, formatSize } from './format.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';
import { DeleteDialog } from '@/components/delete-dialog.tsx';

interface StoredFile {
  uuid: string;
  name: string;
  size: number;
  createdAt: string;
}

export interface FilesTableProps<F extends StoredFile, K extends QueryKey> {
  testId: string;
  /** The list of one category, a page at a time. */
  query: (params: FileListParams) => UseQueryOptions<{ rows: F[]; count: number }, Error, { rows: F[]; count: number }, K>;
  categoryId: number;
  /** The line under the file's name. */
  note: (file: F) => ReactNode;
  /** Columns between the name and the upload date. */
  columns: Array<{ header: string; cell: (file: F) => ReactNode; nowrap?: boolean }>;
  canEdit: (file: F) => boolean;
  canDelete: (file: F) => boolean;
  signedUrl: (file: F) => Promise<{ url: string }>;
  /** The owner's delete (a mutation that refreshes the files and the categories' counts). */
  remove: (file: F) => Promise<unknown>;
  /** The edit dialog for `editing` (null: closed); onSaved says so once the owner's update refreshed the list. */
  editDialog: (editing: F | null, close: () => void, onSaved: () => Promise<void>) => ReactNode;
  describeError: (error: unknown) => string;
}

/** The files of one category, searchable, a page at a time; each row downloads, and edits and deletes where allowed. */
export function FilesTable<F extends StoredFile, K extends QueryKey>({
  testId,
  query,
  categoryId,
  note,
  columns,
  canEdit,
  canDelete,
  signedUrl,
  remove,
  editDialog,
  describeError,
}: FilesTableProps<F, K>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const files = useQuery(query({ categoryId, search: debounced, page }));
  const [editing, setEditing] = useState<F | null>(null);
  const [deleting, setDeleting] = useState<F | null>(null);
  const download = (file: F) =>
    downloadThroughSignedUrl(() => signedUrl(file)).catch((error: unknown) => notifications.show({ color: 'red', message: describeError(error) }));
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
        <Center p="lg">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : files.isError ? (
        <Text c="red" role="alert">
          {describeError(files.error)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid={testId} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.name')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th>{t('files.createdAt')}</Table.Th>
                <Table.Th ta="right">{t('files.size')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.rows.map((file) => (
                <Table.Tr key={file.uuid}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {file.name}
                    </Text>
                    {note(file) && (
                      <Text size="xs" c="dimmed">
                        {note(file)}
                      </Text>
                    )}
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.header} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {column.cell(file)}
                    </Table.Td>
                  ))}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(file.createdAt)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatSize(file.size)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => void download(file)}
                        aria-label={`${t('files.download')}: ${file.name}`}
                        data-testid="file-download"
                      >
                        {t('files.download')}
                      </Button>
                      {canEdit(file) && (
                        <ActionIcon variant="subtle" onClick={() => setEditing(file)} aria-label={`${t('common.edit')}: ${file.name}`} data-testid="file-edit">
                          ✎
                        </ActionIcon>
                      )}
                      {canDelete(file) && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(file)}
                          aria-label={`${t('common.delete')}: ${file.name}`}
                          data-testid="file-delete"
                        >
                          ✕
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {files.data.rows.length === 0 && <NoDataRow columns={columns.length + 4} />}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      {editDialog(
        editing,
        () => setEditing(null),
        async () => {
          notifications.show({ color: 'green', message: t('files.saved') });
        },
      )}
      <DeleteDialog
        opened={deleting !== null}
        title={t('files.deleteTitle')}
        question={t('files.deleteConfirm', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await remove(deleting!);
          notifications.show({ color: 'green', message: t('files.deleted') });
          setDeleting(null);
        }}
        describeError={describeError}
        confirmTestId="confirm-delete"
        errorTestId="confirm-error"
      />
    </Stack>
  );
}
