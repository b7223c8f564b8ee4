import { ActionIcon, Badge, Button, Group, NavLink, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FileCategory } from '@trapline/contracts/files';
import { useTranslation } from 'react-i18next';

/** One panel of categories: pick one to list its files; managers add, rename and delete. */
export function CategoryList({
  title,
  categories,
  selectedId,
  onSelect,
  canManage,
  onAdd,
  onEdit,
  onDelete,
  emptyText,
  testId,
  badge,
}: {
  title: string;
  categories: FileCategory[];
  selectedId: number | null;
  onSelect: (category: FileCategory) => void;
  canManage: boolean;
  onAdd?: () => void;
  onEdit?: (category: FileCategory) => void;
  onDelete?: (category: FileCategory) => void;
  emptyText: string;
  testId: string;
  /** A note beside the title, e.g. that these categories are read-only here. */
  badge?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          {badge && (
            <Badge variant="light" color="gray" size="sm">
              {badge}
            </Badge>
          )}
        </Group>
        {canManage && onAdd && (
          <Button size="xs" variant="light" onClick={onAdd} data-testid={`${testId}-add`}>
            {t('files.categories.add')}
          </Button>
        )}
      </Group>
      {categories.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {categories.map((category) => (
        <Group key={category.uuid} gap={4} wrap="nowrap">
          <NavLink
            component="button"
            type="button"
            // The count is read out with the name; the badge shows it. (An aria-label would hide the description from the name.)
            label={
              <>
                {category.name}
                <VisuallyHidden> ({t('files.filesCount', { count: category.filesCount })})</VisuallyHidden>
              </>
            }
            description={category.description ?? undefined}
            active={category.id === selectedId}
            onClick={() => onSelect(category)}
            rightSection={
              <Badge variant="light" size="sm" aria-hidden>
                {category.filesCount}
              </Badge>
            }
            style={{ flex: 1, borderRadius: 'var(--mantine-radius-sm)' }}
            aria-current={category.id === selectedId ? 'true' : undefined}
          />
          {canManage && onEdit && (
            <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${category.name}`} onClick={() => onEdit(category)}>
              ✎
            </ActionIcon>
          )}
          {canManage && onDelete && (
            <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')}: ${category.name}`} onClick={() => onDelete(category)}>
              ✕
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}
