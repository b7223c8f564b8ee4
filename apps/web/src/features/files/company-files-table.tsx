import type { FileCategory } from '@trapline/contracts/files';
import { useTranslation } from 'react-i18next';
import { useDeleteCompanyFile } from '@/features/files/api/delete-company-file.ts';
import { companyFileUrl } from '@/features/files/api/get-company-file-url.ts';
import { companyFilesQuery } from '@/features/files/api/get-company-files.ts';
import { useUpdateCompanyFile } from '@/features/files/api/update-company-file.ts';
import { CompanyFileEditDialog } from './file-edit-dialogs.tsx';
import { FilesTable } from './files-table.tsx';
import { fileErrorMessage, formatDate } from './format.ts';
import { ValidityBadge } from './validity-badge.tsx';

/** The files of one company category with their validity; read-only unless the caller manages the company. */
export function CompanyFilesTable({ companyId, category, canManage }: { companyId: string; category: FileCategory; canManage: boolean }) {
  const { t } = useTranslation();
  const describeError = (error: unknown) => fileErrorMessage(error, t);
  const updateFile = useUpdateCompanyFile();
  const deleteFile = useDeleteCompanyFile();
  return (
    <FilesTable
      testId="company-files-table"
      query={(params) => companyFilesQuery(companyId, params)}
      categoryId={category.id}
      note={(file) => file.description}
      columns={[
        { header: t('files.validUntil'), cell: (file) => (file.validUntil ? formatDate(file.validUntil) : '—'), nowrap: true },
        { header: t('files.validity.label'), cell: (file) => <ValidityBadge validUntil={file.validUntil} />, nowrap: true },
      ]}
      canEdit={() => canManage}
      canDelete={() => canManage}
      signedUrl={(file) => companyFileUrl(companyId, file.uuid)}
      remove={(file) => deleteFile.mutateAsync({ companyId, fileUuid: file.uuid })}
      describeError={describeError}
      editDialog={(editing, close, onSaved) =>
        canManage && (
          <CompanyFileEditDialog
            file={editing}
            onClose={close}
            onSave={async (file, values) => {
              try {
                await updateFile.mutateAsync({ companyId, fileUuid: file.uuid, body: values });
              } catch (error) {
                throw new Error(describeError(error));
              }
              await onSaved();
            }}
          />
        )
      }
    />
  );
}
