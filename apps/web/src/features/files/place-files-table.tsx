import type { FileCategory } from '@trapline/contracts/files';
import { useTranslation } from 'react-i18next';
import { useDeletePlaceFile } from '@/features/files/api/delete-place-file.ts';
import { placeFileUrl } from '@/features/files/api/get-place-file-url.ts';
import { placeFilesQuery } from '@/features/files/api/get-place-files.ts';
import { useUpdatePlaceFile } from '@/features/files/api/update-place-file.ts';
import { PlaceFileEditDialog } from './file-edit-dialogs.tsx';
import { FilesTable } from './files-table.tsx';
import { fileErrorMessage } from './format.ts';

/** The files of one place category, a page at a time; actions follow what the server allows per file. */
export function PlaceFilesTable({ placeId, category, categories }: { placeId: string; category: FileCategory; categories: FileCategory[] }) {
  const { t } = useTranslation();
  const describeError = (error: unknown) => fileErrorMessage(error, t, 'pdf');
  const updateFile = useUpdatePlaceFile();
  const deleteFile = useDeletePlaceFile();
  return (
    <FilesTable
      testId="place-files-table"
      query={(params) => placeFilesQuery(placeId, params)}
      categoryId={category.id}
      note={(file) => file.note}
      columns={[{ header: t('files.uploadedBy'), cell: (file) => (file.user ? `${file.user.name} ${file.user.surname}` : '—') }]}
      canEdit={(file) => file.canEdit}
      canDelete={(file) => file.canDelete}
      signedUrl={(file) => placeFileUrl(placeId, file.uuid)}
      remove={(file) => deleteFile.mutateAsync({ placeId, fileUuid: file.uuid })}
      describeError={describeError}
      editDialog={(editing, close, onSaved) => (
        <PlaceFileEditDialog
          file={editing}
          categories={categories}
          onClose={close}
          onSave={async (file, values) => {
            try {
              await updateFile.mutateAsync({ placeId, fileUuid: file.uuid, body: values });
            } catch (error) {
              throw new Error(describeError(error));
            }
            await onSaved();
          }}
        />
      )}
    />
  );
}
