import { Divider, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePlaceCategory } from '@/features/files/api/create-place-category.ts';
import { useDeletePlaceCategory } from '@/features/files/api/delete-place-category.ts';
import { usePlaceFileCategories } from '@/features/files/api/get-place-file-categories.ts';
import { useUpdatePlaceCategory } from '@/features/files/api/update-place-category.ts';
import { useCategoryEditing } from './category-editing.tsx';
import { CategoryList } from './category-list.tsx';
import { CompanyFilesTable } from './company-files-table.tsx';
import { CategoriesPending, FilesHeading, FilesLayout } from './files-layout.tsx';
import { fileErrorMessage } from './format.ts';
import { PlaceFilesTable } from './place-files-table.tsx';
import { PlaceUploadDialog } from './place-upload-dialog.tsx';

type Selection = { source: 'place' | 'company'; id: number };

/**
 * Files of a place (spec 2, section 2.11): the place's categories and files, and the servicing
 * company's categories and files read-only. The restricted user neither changes categories nor
 * uploads or edits files; it may delete its own files (the server marks which).
 */
export function PlaceFilesPage({ placeId, restricted }: { placeId: string; restricted: boolean }) {
  const { t } = useTranslation();
  const categories = usePlaceFileCategories(placeId);
  const [chosen, setChosen] = useState<Selection | null>(null);
  const createCategory = useCreatePlaceCategory();
  const updateCategory = useUpdatePlaceCategory();
  const deleteCategory = useDeletePlaceCategory();
  const categoryEditing = useCategoryEditing({
    create: (values) => createCategory.mutateAsync({ placeId, body: values }),
    update: (categoryId, values) => updateCategory.mutateAsync({ placeId, categoryId, body: values }),
    remove: (categoryId) => deleteCategory.mutateAsync({ placeId, categoryId }),
    onSaved: (saved) => setChosen({ source: 'place', id: saved.id }),
    describeError: (error) => fileErrorMessage(error, t, 'pdf'),
  });
  const [uploading, setUploading] = useState(false);
  const canManage = !restricted;

  if (categories.isPending || categories.isError) return <CategoriesPending error={categories.error} />;
  const { categories: placeCategories, company, companyCategories } = categories.data;

  // The chosen category while it exists, otherwise the first one there is.
  const exists = (s: Selection | null) => s !== null && (s.source === 'place' ? placeCategories : companyCategories).some((c) => c.id === s.id);
  const fallback: Selection | null = placeCategories[0]
    ? { source: 'place', id: placeCategories[0].id }
    : companyCategories[0]
      ? { source: 'company', id: companyCategories[0].id }
      : null;
  const selection = exists(chosen) ? chosen : fallback;
  const selected = selection ? (selection.source === 'place' ? placeCategories : companyCategories).find((c) => c.id === selection.id)! : null;

  return (
    <>
      <FilesLayout
        categories={
          <Paper withBorder radius="lg" p="md">
            <Stack>
              <CategoryList
                title={t('files.categories.place')}
                categories={placeCategories}
                selectedId={selection?.source === 'place' ? selection.id : null}
                onSelect={(c) => setChosen({ source: 'place', id: c.id })}
                canManage={canManage}
                onAdd={categoryEditing.add}
                onEdit={categoryEditing.edit}
                onDelete={categoryEditing.remove}
                emptyText={canManage ? t('files.categories.addFirst') : t('files.categories.none')}
                testId="place-categories"
              />
              <Divider />
              <CategoryList
                title={t('files.categories.company', { name: company.name })}
                categories={companyCategories}
                selectedId={selection?.source === 'company' ? selection.id : null}
                onSelect={(c) => setChosen({ source: 'company', id: c.id })}
                canManage={false}
                emptyText={t('files.categories.none')}
                testId="company-categories"
                badge={t('files.readOnly')}
              />
            </Stack>
          </Paper>
        }
        files={
          <Paper withBorder radius="lg" p="md">
            <Stack>
              <FilesHeading
                title={selected?.name ?? t('files.title')}
                canUpload={canManage}
                uploadDisabled={placeCategories.length === 0}
                onUpload={() => setUploading(true)}
              />
              {selection === null || selected === null ? (
                <Text c="dimmed">{canManage ? t('files.categories.addFirst') : t('files.categories.none')}</Text>
              ) : selection.source === 'place' ? (
                <PlaceFilesTable key={`p${selected.id}`} placeId={placeId} category={selected} categories={placeCategories} />
              ) : (
                <CompanyFilesTable key={`c${selected.id}`} companyId={company.uuid} category={selected} canManage={false} />
              )}
            </Stack>
          </Paper>
        }
      />
      {canManage && (
        <>
          {categoryEditing.dialogs}
          <PlaceUploadDialog
            opened={uploading}
            placeId={placeId}
            categories={placeCategories}
            categoryId={selection?.source === 'place' ? selection.id : (placeCategories[0]?.id ?? null)}
            onClose={() => setUploading(false)}
          />
        </>
      )}
    </>
  );
}
