import { Badge } from '@mantine/core';
import { fileValidity, localDate, type FileValidity } from '@trapline/contracts/files';
import { useTranslation } from 'react-i18next';

/** Grey without a date, red when past, yellow within the next 7 days, green otherwise (spec 2, section 4). */
export const VALIDITY_COLOR: Record<FileValidity, string> = { none: 'gray', expired: 'red', expiring: 'yellow', valid: 'green' };

export function ValidityBadge({ validUntil, today = localDate(new Date()) }: { validUntil: string | null; today?: string }) {
  const { t } = useTranslation();
  const validity = fileValidity(validUntil, today);
  return (
    <Badge
      color={VALIDITY_COLOR[validity]}
      variant={validity === 'expiring' ? 'filled' : 'light'}
      autoContrast
      styles={{ label: { overflow: 'visible' } }}
      data-testid="validity-badge"
      data-validity={validity}
    >
      {t(`files.validity.${validity}`)}
    </Badge>
  );
}
