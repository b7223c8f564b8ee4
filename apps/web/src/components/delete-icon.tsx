import { ActionIcon, Tooltip } from '@mantine/core';

/**
 * The red × at the end of a row that asks to delete it. Screen readers hear "<label>: <name>";
 * `tooltip` shows the label on hover too.
 */
export function DeleteIcon({
  label,
  name,
  onClick,
  testId,
  tooltip = false,
}: {
  label: string;
  name: string;
  onClick: () => void;
  testId: string;
  tooltip?: boolean;
}) {
  const icon = (
    <ActionIcon variant="subtle" color="red" aria-label={`${label}: ${name}`} onClick={onClick} data-testid={testId}>
      ×
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={label}>{icon}</Tooltip> : icon;
}
