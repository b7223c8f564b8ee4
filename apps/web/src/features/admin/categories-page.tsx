import { Anchor, Badge, Button, Group, Pagination, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import type { RecommendationCategory } from '@trapline/contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCategory } from '@/features/admin/api/delete-category.ts';
import { CATEGORY_PAGE_SIZE, useCategories } from '@/features/admin/api/get-categories.ts';
import { localName } from '@/lib/local-name.ts';
import { DeleteDialog } from '@/components/delete-dialog.tsx';
import { DeleteIcon } from '@/components/delete-icon.tsx';
import { ListTable } from '@/components/list-table.tsx';
import { ListPage, QueryGate } from '@/components/page-shell.tsx';

/** Recommendation categories (spec 3, section 2.7): searchable, paged, each with details, edit and delete. */
export function CategoriesPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const deleteCategory = useDeleteCategory();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const categories = useCategories({ search: debounced, page });
  const [deleting, setDeleting] = useState<RecommendationCategory | null>(null);
  const pages = Math.max(1, Math.ceil((categories.data?.count ?? 0) / CATEGORY_PAGE_SIZE));

  return (
    <ListPage
      title={t('admin.categories.title')}
      busy={categories.isFetching && !categories.isPending}
      add={{ to: '/app/admin/recommendations/create', label: t('admin.categories.add'), testId: 'category-add' }}
    >
      <TextInput
        label={t('admin.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          if (page !== 1) onPage(1);
        }}
        maw={360}
        data-testid="category-search"
      />
      <QueryGate query={categories}>
        {(data) => (
          <ListTable
            testId="categories-table"
            minWidth={520}
            columns={[t('admin.categories.name'), t('admin.categories.recommendations'), { label: t('admin.actions'), w: 1, hidden: true }]}
            empty={t('admin.categories.empty')}
            emptyTestId="categories-empty"
          >
            {data.rows.map((category) => (
              <Table.Tr key={category.id} data-testid="category-row">
                <Table.Td>
                  <Anchor component={Link} to={`/app/admin/recommendations/details/${category.id}`}>
                    {localName(category, i18n.language)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={category.recommendationsCount > 0 ? 'blue' : 'gray'}>
                    {category.recommendationsCount}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="light" component={Link} to={`/app/admin/recommendations/edit/${category.id}`}>
                      {t('admin.edit')}
                    </Button>
                    <DeleteIcon
                      label={t('admin.delete')}
                      name={localName(category, i18n.language)}
                      onClick={() => setDeleting(category)}
                      testId="category-delete"
                      tooltip
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryGate>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} aria-label={t('admin.pages')} />}
      {deleting && (
        <DeleteDialog
          title={t('admin.categories.deleteTitle')}
          question={t('admin.categories.deleteQuestion', { name: localName(deleting, i18n.language) })}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteCategory.mutateAsync(deleting.id);
            notifications.show({ color: 'green', message: t('admin.categories.deleted') });
            setDeleting(null);
          }}
        />
      )}
    </ListPage>
  );
}
