import { useCallback, useMemo, useState } from 'react';

/**
 * The rows ticked in a list with check boxes (a place's devices, the LoRa sensors), by uuid.
 * `tableProps` are what the table's check boxes take: the ticked set, one row's toggle, and the
 * header's toggle, which ticks every row shown or, when all are ticked, none.
 */
export function useRowSelection(rows: ReadonlyArray<{ uuid: string }>) {
  const [selected, setSelected] = useState<string[]>([]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const onToggle = useCallback((uuid: string) => setSelected((s) => (s.includes(uuid) ? s.filter((u) => u !== uuid) : [...s, uuid])), []);
  const allSelected = rows.length > 0 && rows.every((row) => selectedSet.has(row.uuid));
  const onToggleAll = () => setSelected(allSelected ? [] : rows.map((row) => row.uuid));
  return { selected, setSelected, tableProps: { selected: selectedSet, onToggle, onToggleAll } };
}
