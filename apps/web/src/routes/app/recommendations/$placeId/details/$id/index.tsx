import {
  ActionIcon,
  Anchor,
  Button,
  Drawer,
  FileInput,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import type { Recommendation, RecommendationHistory } from '@trapline/contracts/recommendations';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddComment } from '@/features/recommendations/api/add-comment.ts';
import { useAddFile } from '@/features/recommendations/api/add-file.ts';
import { useDeleteComment } from '@/features/recommendations/api/delete-comment.ts';
import { useDeleteFile } from '@/features/recommendations/api/delete-file.ts';
import { useDeleteRecommendation } from '@/features/recommendations/api/delete-recommendation.ts';
import { useRecommendation, recommendationQuery } from '@/features/recommendations/api/get-recommendation.ts';
import { useUpdateComment } from '@/features/recommendations/api/update-comment.ts';
import { STATUS_COLORS } from '@/features/recommendations/colors.ts';
import { PriorityBadge, StatusBadge, personName, useLabels } from '@/features/recommendations/labels.tsx';
import { PlanImage } from '@/features/recommendations/plan-image.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { placeCrumbs } from '@/routes/app/recommendations/-crumbs.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/recommendations/$placeId/details/$id/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(recommendationQuery(params.id)),
  pendingComponent: RoutePending,
  component: RecommendationDetailsPage,
});

const MAX_BYTES = 5 * 1024 * 1024;

function RecommendationDetailsPage() {
  const { t, i18n } = useTranslation();
  const { placeId, id } = useParams({ from: '/app/recommendations/$placeId/details/$id/' });
  const recommendation = useRecommendation(id);
  const deleteRecommendation = useDeleteRecommendation();
  const addComment = useAddComment();
  const addFile = useAddFile();
  const deleteFile = useDeleteFile();
  const navigate = useNavigate();
  const labels = useLabels();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [commentOpen, setCommentOpen] = useState(false);
  const [fileOpen, setFileOpen] = useState(false);
  const r = recommendation.data;
  usePageTitle(r ? `${t('recommendations.detailsTitle')} #${r.uniqueId}` : t('recommendations.detailsTitle'));
  const act = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notifications.show({ color: 'green', message: success });
      return true;
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
      return false;
    }
  };

  if (recommendation.isError) return <Text c="red">{errorMessage(recommendation.error, t)}</Text>;
  if (!r) return <Loader aria-label={t('app.loading')} />;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const field = (label: string, value: ReactNode, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );

  const title = `${t('recommendations.detailsTitle')} #${r.uniqueId}`;
  return (
    <PageShell
      title={title}
      crumbs={[...placeCrumbs(t, placeId, r.place.name), { label: `#${r.uniqueId}` }]}
      actions={
        <>
          <Button variant="light" onClick={() => setCommentOpen(true)} data-testid="add-comment">
            {t('recommendations.addComment')}
          </Button>
          <Button variant="light" onClick={() => setFileOpen(true)} data-testid="add-file">
            {t('recommendations.addFile')}
          </Button>
          <Button component={Link} to={`/app/recommendations/${placeId}/details/${id}/edit`} data-testid="edit-recommendation">
            {t('common.edit')}
          </Button>
          {r.canDelete && (
            <Button color="red" variant="light" onClick={() => setConfirmDelete(true)} data-testid="delete-recommendation">
              {t('common.delete')}
            </Button>
          )}
        </>
      }
    >
      <Text fw={500} data-testid="recommendation-text" style={{ whiteSpace: 'pre-wrap' }}>
        {r.recommendation}
      </Text>
      {r.isMoreDataNeeded && (
        <Text c="red" fw={600}>
          ⚠ {t('recommendations.fields.isMoreDataNeeded')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
        {field(t('recommendations.fields.number'), r.uniqueId)}
        {field(t('recommendations.fields.priority'), <PriorityBadge priority={r.priority} />)}
        {field(t('recommendations.fields.status'), <StatusBadge status={r.status} />, 'details-status')}
        {field(t('recommendations.fields.category'), r.recommendationCategory?.name)}
        {field(t('recommendations.fields.author'), personName(r.author))}
        {field(t('recommendations.fields.owner'), r.ownerEmail ? `${labels.owner(r)} (${r.ownerEmail})` : labels.owner(r), 'details-owner')}
        {field(t('recommendations.fields.dueDate'), r.dueDate)}
        {field(t('recommendations.fields.createdAt'), when(r.createdAt))}
        {field(t('recommendations.fields.device'), labels.device(r))}
        {field(t('recommendations.fields.deviceType'), r.deviceType?.name)}
        {field(t('recommendations.fields.map'), r.map?.name ?? r.mapText)}
        {field(t('recommendations.fields.zone'), r.zone?.name)}
        {field(t('recommendations.fields.area'), r.area)}
        {field(t('recommendations.fields.notifications'), r.notifications.map((n) => `${n.name} ${n.surname}`.trim()).join(', '))}
      </SimpleGrid>
      {field(t('recommendations.fields.comment'), r.comment)}
      {r.map && r.mapId !== null && (
        <PlanImage
          placeId={placeId}
          mapId={r.mapId}
          width={r.map.width}
          height={r.map.height}
          testId="details-plan"
          markers={r.mapX !== null && r.mapY !== null ? [{ key: r.id, x: r.mapX, y: r.mapY, color: STATUS_COLORS[r.status], label: `#${r.uniqueId}` }] : []}
        />
      )}
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('recommendations.attachments')}
        </Title>
        {r.recommendationFiles.length === 0 && (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
        {r.recommendationFiles.map((f) => (
          <Group key={f.id} gap="xs" data-testid="attachment">
            <Anchor href={f.url} target="_blank" rel="noreferrer">
              {f.name}
            </Anchor>
            {f.canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('recommendations.deleteFile')}
                onClick={() => void act(() => deleteFile.mutateAsync({ id: r.id, fileId: f.id }), t('recommendations.fileDeleted'))}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('recommendations.timeline')}
        </Title>
        <RecommendationTimeline recommendation={r} onChanged={act} />
      </Stack>

      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('recommendations.deleteTitle')}>
        <Stack>
          <Text>{t('recommendations.deleteConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('recommendations.cancel')}
            </Button>
            <Button
              color="red"
              data-testid="confirm-delete"
              onClick={async () => {
                if (await act(() => deleteRecommendation.mutateAsync({ id: r.id, placeId }), t('recommendations.removed')))
                  await navigate({ to: '/app/recommendations/$placeId', params: { placeId } });
              }}
            >
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <CommentDrawer
        opened={commentOpen}
        onClose={() => setCommentOpen(false)}
        onSave={(text) => act(() => addComment.mutateAsync({ id: r.id, comment: text }), t('recommendations.commentAdded'))}
      />
      <FileDrawer
        opened={fileOpen}
        onClose={() => setFileOpen(false)}
        onSave={(file, name) => act(() => addFile.mutateAsync({ id: r.id, file, name }), t('recommendations.fileAdded'))}
      />
    </PageShell>
  );
}

type Entry = { at: string; key: string; node: ReactNode };

/** Edits, comments and files, newest first, ending with the creation entry (spec 3, section 2.3). */
function RecommendationTimeline({
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

function CommentDrawer({ opened, onClose, onSave }: { opened: boolean; onClose: () => void; onSave: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('recommendations.addComment')}>
      <Stack>
        <Textarea
          label={t('recommendations.fields.comment')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={4}
          data-testid="comment-text"
        />
        <Button
          disabled={!text.trim()}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            if (await onSave(text)) {
              setText('');
              onClose();
            }
            setBusy(false);
          }}
          data-testid="comment-save"
        >
          {t('common.save')}
        </Button>
      </Stack>
    </Drawer>
  );
}

function FileDrawer({ opened, onClose, onSave }: { opened: boolean; onClose: () => void; onSave: (file: File, name: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const tooBig = file !== null && file.size > MAX_BYTES;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('recommendations.addFile')}>
      <Stack>
        <TextInput label={t('recommendations.fileName')} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="file-name" />
        <FileInput
          label={t('recommendations.file')}
          accept="image/jpeg"
          value={file}
          onChange={setFile}
          error={tooBig ? t('recommendations.fileTooBig') : undefined}
          data-testid="file-input"
        />
        <Button
          disabled={!file || tooBig}
          loading={busy}
          onClick={async () => {
            if (!file) return;
            setBusy(true);
            if (await onSave(file, name.trim())) {
              setFile(null);
              setName('');
              onClose();
            }
            setBusy(false);
          }}
          data-testid="file-save"
        >
          {t('common.save')}
        </Button>
      </Stack>
    </Drawer>
  );
}
