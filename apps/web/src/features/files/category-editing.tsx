import { notifications } from '@mantine/notifications';
import type { FileCategory, FileCategoryRequest } from '@trapline/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryDialog } from './category-dialog.tsx';
import { DeleteDialog } from '@/components/delete-dialog.tsx';

export interface CategoryEditingOptions {
  create: (values: FileCategoryRequest) => Promise<FileCategory>;
  update: (id: number, values: FileCategoryRequest) => Promise<FileCategory>;
  /** The owner's create, update and remove: mutations that refresh the categories themselves. */
  remove: (id: number) => Promise<unknown>;
  /** The saved category becomes the chosen one. */
  onSaved: (category: FileCategory) => void;
  describeError: (error: unknown) => string;
}

/** Adding, renaming and deleting the file categories of a company or a place: the dialogs and what opens them. */
export function useCategoryEditing({ create, update, remove, onSaved, describeError }: CategoryEditingOptions) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ category: FileCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<FileCategory | null>(null);
  // Refusals are thrown as errors with their text: the dialogs show them in place and stay open.
  const attempt = async <T,>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      throw new Error(describeError(error));
    }
  };
  const save = async (category: FileCategory | null, values: FileCategoryRequest) => {
    const saved = await attempt(() => (category ? update(category.id, values) : create(values)));
    onSaved(saved);
    notifications.show({ color: 'green', message: t(category ? 'files.categories.saved' : 'files.categories.created') });
  };
  const dialogs = (
    <>
      <CategoryDialog
        opened={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
        onSave={(values) => save(editing?.category ?? null, values)}
      />
      <DeleteDialog
        opened={deleting !== null}
        title={t('files.categories.deleteTitle')}
        question={t('files.categories.deleteConfirm', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await remove(deleting!.id);
          notifications.show({ color: 'green', message: t('files.categories.deleted') });
          setDeleting(null);
        }}
        describeError={describeError}
        confirmTestId="confirm-delete"
        errorTestId="confirm-error"
      />
    </>
  );
  return { add: () => setEditing({ category: null }), edit: (category: FileCategory) => setEditing({ category }), remove: setDeleting, dialogs };
}
