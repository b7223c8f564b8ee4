import { Anchor, Button, Group, Modal, Stack, Table, Text, Textarea, Timeline } from '@mantine/core';
import type { Recommendation, RecommendationHistory } from '@trapline/contracts/recommendations';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteComment } from '@/features/recommendations/api/delete-comment.ts';
import { useUpdateComment } from '@/features/recommendations/api/update-comment.ts';
import { personName } from '@/features/recommendations/labels.tsx';

type Entry = { at: string; key: string; node: ReactNode };

/** Edits, comments and files, newest first, ending with the creation entry (spec 3, section 2.3). */
export function RecommendationTimeline({
  recommendation: r,
  onChanged,
}: {
  recommendation: Recommendation;
  onChanged: (work: () => Promise<unknown>, success: string) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const [changes, setChanges] = useState<RecommendationHistory | null>(null);
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const deleteComment = useDeleteComment();
  const updateComment = useUpdateComment();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const entries: Entry[] = [
    ...r.recommendationHistories.map((h) => ({
      at: h.createdAt,
      key: `h${h.id}`,
      node: (
        <Timeline.Item key={`h${h.id}`} title={t('recommendations.timelineEdit', { who: personName(h.author) })} data-testid="timeline-edit">
          <Text size="xs" c="dimmed">
            {when(h.createdAt)}
          </Text>
          <Anchor size="sm" component="button" type="button" onClick={() => setChanges(h)} data-testid="show-changes">
            {t('recommendations.showChanges')}
          </Anchor>
        </Timeline.Item>
      ),
    })),
    ...r.recommendationComments.map((c) => ({
      at: c.createdAt,
      key: `c${c.id}`,
      node: (
        <Timeline.Item key={`c${c.id}`} title={t('recommendations.timelineComment', { who: personName(c.author) })} data-testid="timeline-comment">
          <Text size="xs" c="dimmed">
            {when(c.createdAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.comment}
          </Text>
          {c.canEdit && (
            <Group gap="xs">
              <Anchor size="xs" component="button" type="button" onClick={() => setEditing({ id: c.id, text: c.comment })} data-testid="edit-comment">
                {t('common.edit')}
              </Anchor>
              <Anchor
                size="xs"
                c="red"
                component="button"
                type="button"
                onClick={() => void onChanged(() => deleteComment.mutateAsync({ id: r.id, commentId: c.id }), t('recommendations.commentDeleted'))}
                data-testid="delete-comment"
              >
                {t('common.delete')}
              </Anchor>
            </Group>
          )}
        </Timeline.Item>
      ),
    })),
    ...r.recommendationFiles.map((f) => ({
      at: f.createdAt,
      key: `f${f.id}`,
      node: (
        <Timeline.Item key={`f${f.id}`} title={t('recommendations.timelineFile', { who: personName(f.user) })} data-testid="timeline-file">
          <Text size="xs" c="dimmed">
            {when(f.createdAt)}
          </Text>
          <Anchor size="sm" href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </Anchor>
        </Timeline.Item>
      ),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <>
      <Timeline bulletSize={14} lineWidth={2} data-testid="timeline">
        {entries.map((e) => e.node)}
        <Timeline.Item title={t('recommendations.timelineCreated', { who: personName(r.author) })} data-testid="timeline-created">
          <Text size="xs" c="dimmed">
            {when(r.createdAt)}
          </Text>
        </Timeline.Item>
      </Timeline>
      <Modal opened={changes !== null} onClose={() => setChanges(null)} title={t('recommendations.changes')} size="lg">
        {changes && (
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="changes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recommendations.changeField')}</Table.Th>
                  <Table.Th>{t('recommendations.changeOld')}</Table.Th>
                  <Table.Th>{t('recommendations.changeNew')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {Object.keys(changes.new).map((key) => (
                  <Table.Tr key={key}>
                    <Table.Td>{t(`recommendations.history.${key}`, { defaultValue: key })}</Table.Td>
                    <Table.Td>{display(t, key, changes.old[key])}</Table.Td>
                    <Table.Td>{display(t, key, changes.new[key])}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('recommendations.editComment')}>
        {editing && (
          <Stack>
            <Textarea
              value={editing.text}
              onChange={(e) => setEditing({ ...editing, text: e.currentTarget.value })}
              autosize
              minRows={3}
              data-testid="comment-edit-text"
            />
            <Button
              disabled={!editing.text.trim()}
              onClick={async () => {
                if (
                  await onChanged(
                    () => updateComment.mutateAsync({ id: r.id, commentId: editing.id, comment: editing.text }),
                    t('recommendations.commentEdited'),
                  )
                )
                  setEditing(null);
              }}
              data-testid="comment-edit-save"
            >
              {t('common.save')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}

function display(t: (key: string) => string, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'status') return t(`recommendations.status.${String(value)}`);
  if (key === 'priority') return t(`recommendations.priority.${String(value)}`);
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  return String(value);
}
