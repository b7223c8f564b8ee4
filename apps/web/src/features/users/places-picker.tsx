import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { PlaceListItem } from '@trapline/contracts/places';
import { useTranslation } from 'react-i18next';

/** Facilities grouped by company with select all / unselect all (spec 1, section 2.5). */
export function PlacesPicker({
  places,
  value,
  onChange,
  disabled,
}: {
  places: PlaceListItem[];
  value: string[];
  onChange: (uuids: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const groups = new Map<string, PlaceListItem[]>();
  for (const place of places) groups.set(place.company.name, [...(groups.get(place.company.name) ?? []), place]);
  const chosen = new Set(value);
  const toggle = (uuid: string) => onChange(chosen.has(uuid) ? value.filter((u) => u !== uuid) : [...value, uuid]);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('users.places')}
        </Text>
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" disabled={disabled} onClick={() => onChange(places.map((p) => p.uuid))} data-testid="places-select-all">
            {t('users.selectAll')}
          </Button>
          <Button size="compact-xs" variant="subtle" disabled={disabled} onClick={() => onChange([])}>
            {t('users.unselectAll')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <ScrollArea.Autosize mah={260}>
          {places.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('common.noData')}
            </Text>
          )}
          <Stack gap="sm">
            {[...groups].map(([company, list]) => (
              <Stack key={company} gap={4}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  {company}
                </Text>
                {list.map((place) => (
                  <Checkbox key={place.uuid} label={place.name} checked={chosen.has(place.uuid)} onChange={() => toggle(place.uuid)} disabled={disabled} />
                ))}
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
