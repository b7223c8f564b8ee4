import type { FileCategory } from '@trapline/contracts/files';
import { useTranslation } from 'react-i18next';
import { deletePlaceFile, placeFilesQuery, placeFileUrl, updatePlaceFile } from './api.ts';
import { fileKeys } from './keys.ts';
import { PlaceFileEditDialog } from './file-edit-dialogs.tsx';
import { FilesTable } from './files-table.tsx';
import { fileErrorMessage } from './format.ts';

/** The files of one place category, a page at a time; actions follow what the server allows per file. */
export function PlaceFilesTable({ placeId, category, categories }: { placeId: string; category: FileCategory; categories: FileCategory[] }) {
  const { t } = useTranslation();
  const describeError = (error: unknown) => fileErrorMessage(error, t, 'pdf');
  return (
    <FilesTable
      testId="place-files-table"
      query={(params) => placeFilesQuery(placeId, params)}
      categoryId={category.id}
      refreshKeys={[fileKeys.placeLists(placeId), fileKeys.placeCategories(placeId)]}
      note={(file) => file.note}
      columns={[{ header: t('files.uploadedBy'), cell: (file) => (file.user ? `${file.user.name} ${file.user.surname}` : '—') }]}
      canEdit={(file) => file.canEdit}
      canDelete={(file) => file.canDelete}
      signedUrl={(file) => placeFileUrl(placeId, file.uuid)}
      remove={(file) => deletePlaceFile(placeId, file.uuid)}
      describeError={describeError}
      editDialog={(editing, close, onSaved) => (
        <PlaceFileEditDialog
          file={editing}
          categories={categories}
          onClose={close}
          onSave={async (file, values) => {
            try {
              await updatePlaceFile(placeId, file.uuid, values);
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
