import { ActionIcon, Anchor, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddComment } from '@/features/recommendations/api/add-comment.ts';
import { useAddFile } from '@/features/recommendations/api/add-file.ts';
import { useDeleteFile } from '@/features/recommendations/api/delete-file.ts';
import { useDeleteRecommendation } from '@/features/recommendations/api/delete-recommendation.ts';
import { useRecommendation } from '@/features/recommendations/api/get-recommendation.ts';
import { CommentDrawer, FileDrawer } from '@/features/recommendations/add-drawers.tsx';
import { STATUS_COLORS } from '@/features/recommendations/colors.ts';
import { placeCrumbs } from '@/features/recommendations/crumbs.ts';
import { PriorityBadge, StatusBadge, personName, useLabels } from '@/features/recommendations/labels.tsx';
import { PlanImage } from '@/features/recommendations/plan-image.tsx';
import { RecommendationTimeline } from '@/features/recommendations/recommendation-timeline.tsx';
import { formatDate, formatDateTime } from '@/lib/format-date-time.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { PageShell } from '@/components/page-shell.tsx';

/** One recommendation (spec 3, section 2.3): its fields, plan marker, attachments and timeline, with comments and files added here. */
export function RecommendationDetails({ placeId, id }: { placeId: string; id: string }) {
  const { t } = useTranslation();
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
        {field(t('recommendations.fields.dueDate'), formatDate(r.dueDate))}
        {field(t('recommendations.fields.createdAt'), formatDateTime(r.createdAt))}
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
