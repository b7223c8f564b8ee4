import { Group, Table, Text, Tooltip } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { RecommendationListItem } from '@trapline/contracts/recommendations';
import { useTranslation } from 'react-i18next';
import { PriorityBadge, StatusBadge, useLabels } from '@/features/recommendations/labels.tsx';
import { ListTable, headings } from '@/components/list-table.tsx';
import { formatDate } from '@/lib/format-date-time.ts';

/** A page of a place's recommendations; a row opens its recommendation. */
export function RecommendationsTable({ placeId, rows }: { placeId: string; rows: RecommendationListItem[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useLabels();
  return (
    <ListTable
      testId="recommendations"
      minWidth={900}
      columns={headings(t, 'recommendations.fields', [
        'number',
        'recommendation',
        'priority',
        'status',
        'dueDate',
        'owner',
        'location',
        'deviceType',
        'device',
        'createdAt',
      ])}
    >
      {rows.map((r) => (
        <Table.Tr
          key={r.id}
          style={{ cursor: 'pointer' }}
          onClick={() => void navigate({ to: '/app/recommendations/$placeId/details/$id', params: { placeId, id: String(r.id) } })}
          data-testid="recommendation-row"
        >
          <Table.Td>{r.uniqueId}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              {r.isMoreDataNeeded && (
                <Tooltip label={t('recommendations.fields.isMoreDataNeeded')}>
                  <Text c="red" fw={700} aria-label={t('recommendations.fields.isMoreDataNeeded')} data-testid="more-data-icon">
                    ⚠
                  </Text>
                </Tooltip>
              )}
              {r.comment && (
                <Tooltip label={r.comment} multiline maw={320}>
                  <Text c="blue" aria-label={t('recommendations.fields.comment')} data-testid="comment-icon">
                    ⓘ
                  </Text>
                </Tooltip>
              )}
              <Text size="sm" lineClamp={2}>
                {r.recommendation}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td>
            <PriorityBadge priority={r.priority} />
          </Table.Td>
          <Table.Td>
            <StatusBadge status={r.status} />
          </Table.Td>
          <Table.Td>{formatDate(r.dueDate)}</Table.Td>
          <Table.Td>{labels.owner(r)}</Table.Td>
          <Table.Td>{labels.location(r)}</Table.Td>
          <Table.Td>{labels.deviceType(r)}</Table.Td>
          <Table.Td>{labels.device(r)}</Table.Td>
          <Table.Td>{formatDate(r.createdAt)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
