import { useState } from 'react';
import type { Pages } from '@/components/list-table.tsx';

/**
 * Pages of a list held whole in the browser: the rows of the page shown and the Pager's state. A
 * list that shrinks (a filter, a delete) shows its last page instead of an empty one.
 */
export function useClientPages<T>(rows: readonly T[], perPage: number): { shown: T[]; pager: Pages } {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.min(page, pages);
  return { shown: rows.slice((current - 1) * perPage, current * perPage), pager: { count: rows.length, perPage, page: current, onPage: setPage } };
}
