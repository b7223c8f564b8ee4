import { TextInput } from '@mantine/core';
import { ListHeader } from '@/components/page-shell.tsx';

/**
 * The head of a list found by a search box (companies, users): the title with its spinner while
 * the list refreshes, the button that adds one, and the search box under them.
 */
export function SearchableListHead({
  title,
  busy,
  add,
  search,
}: {
  title: string;
  busy: boolean;
  add: { to: string; label: string; testId: string };
  search: { label: string; value: string; onChange: (value: string) => void; testId: string };
}) {
  return (
    <>
      <ListHeader title={title} busy={busy} add={add} />
      <TextInput
        label={search.label}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        maw={360}
        data-testid={search.testId}
      />
    </>
  );
}
