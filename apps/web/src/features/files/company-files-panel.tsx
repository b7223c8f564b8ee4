import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCompanyCategory } from '@/features/files/api/create-company-category.ts';
import { useDeleteCompanyCategory } from '@/features/files/api/delete-company-category.ts';
import { useCompanyFileCategories } from '@/features/files/api/get-company-file-categories.ts';
import { useUpdateCompanyCategory } from '@/features/files/api/update-company-category.ts';
import { useCategoryEditing } from './category-editing.tsx';
import { CategoryList } from './category-list.tsx';
import { CompanyFilesTable } from './company-files-table.tsx';
import { CompanyUploadDialog } from './company-upload-dialog.tsx';
import { CategoriesPending, FilesHeading, FilesLayout } from './files-layout.tsx';
import { fileErrorMessage } from './format.ts';

/**
 * The files tab of a company without a parent (spec 2, section 2.15): categories, and files with an
 * optional valid-until date shown as a grey, red, yellow or green badge.
 */
export function CompanyFilesPanel({ companyId, canManage }: { companyId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const categories = useCompanyFileCategories(companyId);
  const [chosen, setChosen] = useState<number | null>(null);
  const createCategory = useCreateCompanyCategory();
  const updateCategory = useUpdateCompanyCategory();
  const deleteCategory = useDeleteCompanyCategory();
  const categoryEditing = useCategoryEditing({
    create: (values) => createCategory.mutateAsync({ companyId, body: values }),
    update: (categoryId, values) => updateCategory.mutateAsync({ companyId, categoryId, body: values }),
    remove: (categoryId) => deleteCategory.mutateAsync({ companyId, categoryId }),
    onSaved: (saved) => setChosen(saved.id),
    describeError: (error) => fileErrorMessage(error, t),
  });
  const [uploading, setUploading] = useState(false);

  if (categories.isPending || categories.isError) return <CategoriesPending error={categories.error} />;
  const list = categories.data.categories;
  const selected = list.find((c) => c.id === chosen) ?? list[0] ?? null;

  return (
    <Stack data-testid="company-files">
      <FilesLayout
        categories={
          <CategoryList
            title={t('files.categories.title')}
            categories={list}
            selectedId={selected?.id ?? null}
            onSelect={(c) => setChosen(c.id)}
            canManage={canManage}
            onAdd={categoryEditing.add}
            onEdit={categoryEditing.edit}
            onDelete={categoryEditing.remove}
            emptyText={canManage ? t('files.categories.addFirst') : t('files.categories.none')}
            testId="company-categories"
          />
        }
        files={
          <Stack>
            <FilesHeading
              title={selected?.name ?? t('files.title')}
              canUpload={canManage}
              uploadDisabled={list.length === 0}
              onUpload={() => setUploading(true)}
            />
            {selected ? (
              <CompanyFilesTable key={selected.id} companyId={companyId} category={selected} canManage={canManage} />
            ) : (
              <Text c="dimmed">{canManage ? t('files.categories.addFirst') : t('files.categories.none')}</Text>
            )}
          </Stack>
        }
      />
      {canManage && (
        <>
          {categoryEditing.dialogs}
          <CompanyUploadDialog
            opened={uploading}
            companyId={companyId}
            categories={list}
            categoryId={selected?.id ?? null}
            onClose={() => setUploading(false)}
          />
        </>
      )}
    </Stack>
  );
}
