import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileCategory, FileCategoryRequest } from '@trapline/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyFileCategoriesQuery, createCompanyCategory, deleteCompanyCategory, updateCompanyCategory } from './api.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { CategoryList } from './category-list.tsx';
import { CompanyFilesTable } from './company-files-table.tsx';
import { CompanyUploadDialog } from './company-upload-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FilesLayout } from './files-layout.tsx';
import { fileErrorMessage } from './format.ts';

/**
 * The files tab of a company without a parent (spec 2, section 2.15): categories, and files with an
 * optional valid-until date shown as a grey, red, yellow or green badge.
 */
export function CompanyFilesPanel({ companyId, canManage }: { companyId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(companyFileCategoriesQuery(companyId));
  const [chosen, setChosen] = useState<number | null>(null);
  const [categoryDialog, setCategoryDialog] = useState<{ category: FileCategory | null } | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<FileCategory | null>(null);
  const [uploading, setUploading] = useState(false);

  if (categories.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (categories.isError) return <Alert color="red" role="alert">{fileErrorMessage(categories.error, t)}</Alert>;
  const list = categories.data.categories;
  const selected = list.find((c) => c.id === chosen) ?? list[0] ?? null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['company', companyId, 'files-categories'] });
  const saveCategory = async (category: FileCategory | null, values: FileCategoryRequest) => {
    try {
      const saved = category ? await updateCompanyCategory(companyId, category.id, values) : await createCompanyCategory(companyId, values);
      await refresh();
      setChosen(saved.id);
      notifications.show({ color: 'green', message: t(category ? 'files.categories.saved' : 'files.categories.created') });
    } catch (error) {
      throw new Error(fileErrorMessage(error, t));
    }
  };

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
            onAdd={() => setCategoryDialog({ category: null })}
            onEdit={(category) => setCategoryDialog({ category })}
            onDelete={setDeletingCategory}
            emptyText={canManage ? t('files.categories.addFirst') : t('files.categories.none')}
            testId="company-categories"
          />
        }
        files={
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4" data-testid="files-title">{selected?.name ?? t('files.title')}</Title>
              {canManage && <Button onClick={() => setUploading(true)} disabled={list.length === 0} data-testid="files-upload">{t('files.upload.open')}</Button>}
            </Group>
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
          <CategoryDialog
            opened={categoryDialog !== null}
            category={categoryDialog?.category ?? null}
            onClose={() => setCategoryDialog(null)}
            onSave={(values) => saveCategory(categoryDialog?.category ?? null, values)}
          />
          <ConfirmDialog
            opened={deletingCategory !== null}
            title={t('files.categories.deleteTitle')}
            text={t('files.categories.deleteConfirm', { name: deletingCategory?.name ?? '' })}
            onClose={() => setDeletingCategory(null)}
            onConfirm={async () => {
              try {
                await deleteCompanyCategory(companyId, deletingCategory!.id);
              } catch (error) {
                throw new Error(fileErrorMessage(error, t));
              }
              await refresh();
              notifications.show({ color: 'green', message: t('files.categories.deleted') });
            }}
          />
          <CompanyUploadDialog
            opened={uploading}
            companyId={companyId}
            categories={list}
            categoryId={selected?.id ?? null}
            onClose={() => setUploading(false)}
            onUploaded={() => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['company', companyId, 'files'] })])}
          />
        </>
      )}
    </Stack>
  );
}
