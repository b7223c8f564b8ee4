import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  INSPECTION_LIMITS,
  ZUpdateAdditionalFieldsRequest,
  ZUpdateInspectionDetailsRequest,
  type Inspection,
  type UpdateAdditionalFieldsRequest,
  type UpdateInspectionDetailsRequest,
} from '@trapline/contracts/inspections';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MomentField } from '@/components/day-input.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { useDeleteAnswerPhoto } from '@/features/inspections/api/delete-answer-photo.ts';
import { useFinishInspection } from '@/features/inspections/api/finish-inspection.ts';
import { useSetApproval } from '@/shared/inspections/api/set-approval.ts';
import { useUpdateAdditionalFields } from '@/features/inspections/api/update-additional-fields.ts';
import { useUpdateDetails } from '@/features/inspections/api/update-details.ts';
import { useUploadAnswerPhoto } from '@/features/inspections/api/upload-answer-photo.ts';
import { dateTime, personName, statusColour } from './format.ts';
import { VisualAnswersDialog } from './visual-answers-dialog.tsx';
import { FormModal } from '@/components/form-modal.tsx';

const DASH = '—';
export const ADDITIONAL_FIELDS = ['repairOrders', 'additionalTreatments', 'batchNumberOfUsedPreparations', 'reasonForNotScanning'] as const;
type AdditionalField = (typeof ADDITIONAL_FIELDS)[number];

function Block({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value === null || value === undefined || value === '' ? DASH : value}
      </Text>
    </div>
  );
}

/** Asks before an action that cannot be taken back casually (approval, completing, cancelling). */
function Confirm({
  opened,
  title,
  text,
  onConfirm,
  onClose,
  color = 'teal',
  testId,
}: {
  opened: boolean;
  title: string;
  text: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  color?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{text}</Text>
        <Button
          color={color}
          loading={busy}
          data-testid={testId}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              setBusy(false);
              onClose();
            });
          }}
        >
          {t('common.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * The header of an inspection's detail screen (spec 2, section 2.13): name and approval badge,
 * completing or cancelling one in progress, then the blocks of details, visual-inspection answers,
 * approval and additional information, each with its edit dialog where the caller may edit.
 */
export function InspectionBlocks({ placeId, inspection }: { placeId: string; inspection: Inspection }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const setApproval = useSetApproval();
  const finishInspection = useFinishInspection();
  const uploadAnswerPhoto = useUploadAnswerPhoto();
  const deleteAnswerPhoto = useDeleteAnswerPhoto();
  const [confirm, setConfirm] = useState<'approve' | 'unapprove' | 'complete' | 'cancel' | null>(null);
  const [editing, setEditing] = useState<'details' | 'visual' | AdditionalField | null>(null);
  // Records are corrected by admins once the inspection is completed; the recorder edits while it runs.
  const canEdit =
    !inspection.approved && inspection.status !== 'CANCELLED' && (inspection.status === 'IN_PROGRESS' ? inspection.canRecord : inspection.canCorrect);
  // Deleting a photo of an answer is an admin's correction, as for the device photos.
  const canCorrectAnswers = !inspection.approved && inspection.status !== 'CANCELLED' && inspection.canCorrect;

  const run = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notifications.show({ color: 'green', message });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };

  const editButton = (what: 'details' | 'visual' | AdditionalField) =>
    canEdit && (
      <Button size="compact-sm" variant="light" onClick={() => setEditing(what)} data-testid={`inspection-edit-${what}`}>
        {t('common.edit')}
      </Button>
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2} size="h4" data-testid="inspection-name">
            {inspection.name}
          </Title>
          <Badge color={statusColour(inspection.status)} data-testid="inspection-status">
            {t(`inspections.status.${inspection.status}`)}
          </Badge>
          <Badge color={inspection.approved ? 'green' : 'red'} variant="light" data-testid="inspection-approved">
            {inspection.approved ? t('inspections.approvedBadge') : t('inspections.notApproved')}
          </Badge>
        </Group>
        <Group gap="xs">
          {canEdit && (
            <Button
              variant="light"
              onClick={() =>
                void navigate({ to: '/app/places/edit/$placeId/inspections/connect', params: { placeId }, search: { inspectionId1: inspection.uuid } })
              }
              data-testid="inspection-connect"
            >
              {t('inspections.connect.open')}
            </Button>
          )}
          {inspection.status === 'IN_PROGRESS' && inspection.canRecord && (
            <>
              <Button onClick={() => setConfirm('complete')} data-testid="inspection-complete">
                {t('inspections.complete')}
              </Button>
              <Button variant="light" color="red" onClick={() => setConfirm('cancel')} data-testid="inspection-cancel">
                {t('inspections.cancel')}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Block title={t('inspections.details')} action={editButton('details')} testId="inspection-details">
          <SimpleGrid cols={2} spacing="xs">
            <Field label={t('inspections.name')} value={inspection.name} />
            <Field label={t('inspections.employee')} value={personName(inspection.user)} />
            <Field label={t('inspections.startedAt')} value={dateTime(inspection.startedAt, i18n.language)} />
            <Field label={t('inspections.finishedAt')} value={dateTime(inspection.finishedAt, i18n.language)} />
            <Field label={t('inspections.notScanned')} value={inspection.notScannedCount} testId="inspection-not-scanned" />
            <Field label={t('inspections.notChecked')} value={inspection.notCheckedCount} testId="inspection-not-checked" />
          </SimpleGrid>
        </Block>

        <Block
          title={t('inspections.approval')}
          testId="inspection-approval"
          action={
            inspection.approved
              ? inspection.canUnapprove && (
                  <Button size="compact-sm" variant="light" color="red" onClick={() => setConfirm('unapprove')} data-testid="inspection-unapprove">
                    {t('inspections.unapprove')}
                  </Button>
                )
              : inspection.canApprove &&
                inspection.status === 'COMPLETED' && (
                  <Button size="compact-sm" onClick={() => setConfirm('approve')} data-testid="inspection-approve">
                    {t('inspections.approve')}
                  </Button>
                )
          }
        >
          {inspection.approved ? (
            <Stack gap="xs">
              <SimpleGrid cols={2} spacing="xs">
                <Field
                  label={t('inspections.approvedBy')}
                  value={personName(inspection.approvedBy) || inspection.approvedByText}
                  testId="inspection-approved-by"
                />
                <Field label={t('inspections.approvedAt')} value={dateTime(inspection.approvedAt, i18n.language)} />
              </SimpleGrid>
              {inspection.approvedByImage && (
                <Image src={inspection.approvedByImage} alt={t('inspections.approverSignature')} mah={120} fit="contain" w="auto" />
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('inspections.notApprovedYet')}
            </Text>
          )}
        </Block>
      </SimpleGrid>

      <Block title={t('inspections.visualInspection')} action={editButton('visual')} testId="inspection-visual">
        {inspection.visualInspection.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('inspections.noAnswers')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inspections.question')}</Table.Th>
                  <Table.Th>{t('inspections.answer')}</Table.Th>
                  <Table.Th>{t('inspections.note')}</Table.Th>
                  <Table.Th>{t('inspections.recommendation')}</Table.Th>
                  <Table.Th>{t('inspections.colPhotos')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inspection.visualInspection.map((answer) => (
                  <Table.Tr key={answer.id}>
                    <Table.Td>{answer.question || DASH}</Table.Td>
                    <Table.Td>{answer.value ? t(`inspections.answer${answer.value}`) : DASH}</Table.Td>
                    <Table.Td>{answer.note || DASH}</Table.Td>
                    <Table.Td>{answer.recommendation || DASH}</Table.Td>
                    <Table.Td data-testid={`answer-photos-${answer.id}`}>
                      <Group gap={4}>
                        {answer.images.map((url, index) => (
                          <Group key={url} gap={0} wrap="nowrap">
                            <Anchor href={url} target="_blank" rel="noreferrer" aria-label={t('inspections.photo', { number: index + 1 })}>
                              <Image src={url} w={48} h={36} fit="cover" radius="sm" alt={t('inspections.photo', { number: index + 1 })} />
                            </Anchor>
                            {canCorrectAnswers && (
                              <ActionIcon
                                size="xs"
                                variant="subtle"
                                color="red"
                                aria-label={t('inspections.photoDelete', { number: index + 1 })}
                                onClick={() =>
                                  void run(
                                    () => deleteAnswerPhoto.mutateAsync({ placeId, inspectionId: inspection.id, answerId: answer.id, index }),
                                    t('inspections.photoDeleted'),
                                  )
                                }
                              >
                                ✕
                              </ActionIcon>
                            )}
                          </Group>
                        ))}
                        {canEdit && answer.images.length < INSPECTION_LIMITS.photosPerAnswer && (
                          <FileButton
                            accept="image/png,image/jpeg"
                            onChange={(file) =>
                              file &&
                              void run(
                                () => uploadAnswerPhoto.mutateAsync({ placeId, inspectionId: inspection.id, answerId: answer.id, file }),
                                t('inspections.photoAdded'),
                              )
                            }
                          >
                            {(props) => (
                              <Button {...props} size="compact-xs" variant="light" data-testid={`answer-photo-add-${answer.id}`}>
                                {t('inspections.photoAdd')}
                              </Button>
                            )}
                          </FileButton>
                        )}
                        {answer.images.length === 0 && !canEdit && DASH}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Block>

      <Title order={3} size="h5">
        {t('inspections.additional')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {ADDITIONAL_FIELDS.map((field) => (
          <Block key={field} title={t(`inspections.fields.${field}`)} action={editButton(field)} testId={`inspection-field-${field}`}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {inspection.additionalFields[field] || DASH}
            </Text>
          </Block>
        ))}
      </SimpleGrid>

      <DetailsDialog placeId={placeId} inspection={inspection} opened={editing === 'details'} onClose={() => setEditing(null)} />
      {editing === 'visual' && <VisualAnswersDialog placeId={placeId} inspection={inspection} onClose={() => setEditing(null)} />}
      {editing && editing !== 'details' && editing !== 'visual' && (
        <AdditionalFieldDialog placeId={placeId} inspection={inspection} field={editing} onClose={() => setEditing(null)} />
      )}

      <Confirm
        opened={confirm === 'approve' || confirm === 'unapprove'}
        title={confirm === 'unapprove' ? t('inspections.unapprove') : t('inspections.approve')}
        text={t(confirm === 'unapprove' ? 'inspections.unapproveConfirm' : 'inspections.approveConfirm', { name: inspection.name })}
        color={confirm === 'unapprove' ? 'red' : 'teal'}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          run(
            () => setApproval.mutateAsync({ placeId, inspectionId: inspection.id, approve: confirm === 'approve' }),
            t(confirm === 'approve' ? 'inspections.approvedDone' : 'inspections.unapproved'),
          )
        }
        testId="inspection-approval-confirm"
      />
      <Confirm
        opened={confirm === 'complete' || confirm === 'cancel'}
        title={confirm === 'cancel' ? t('inspections.cancel') : t('inspections.complete')}
        text={t(confirm === 'cancel' ? 'inspections.cancelConfirm' : 'inspections.completeConfirm', { name: inspection.name })}
        color={confirm === 'cancel' ? 'red' : 'teal'}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          run(
            () => finishInspection.mutateAsync({ placeId, inspectionId: inspection.id, how: confirm === 'cancel' ? 'cancel' : 'complete' }),
            t(confirm === 'cancel' ? 'inspections.cancelled' : 'inspections.completed'),
          )
        }
        testId="inspection-finish-confirm"
      />
    </Stack>
  );
}

type DetailsValues = z.input<typeof ZUpdateInspectionDetailsRequest>;

/** Name, start and end of the inspection; the end is kept empty while it runs. */
function DetailsDialog({ placeId, inspection, opened, onClose }: { placeId: string; inspection: Inspection; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const updateDetails = useUpdateDetails();
  const form = useForm<DetailsValues, unknown, UpdateInspectionDetailsRequest>({
    resolver: zodResolver(ZUpdateInspectionDetailsRequest),
    values: { name: inspection.name, startedAt: inspection.startedAt, finishedAt: inspection.finishedAt },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateDetails.mutateAsync({
        placeId,
        inspectionId: inspection.id,
        body: inspection.status === 'IN_PROGRESS' ? { name: values.name, startedAt: values.startedAt } : values,
      });
      notifications.show({ color: 'green', message: t('inspections.detailsSaved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });
  return (
    <FormModal opened={opened} onClose={onClose} title={t('inspections.editDetails')} onSubmit={submit}>
      <TextInput
        label={t('inspections.name')}
        required
        maxLength={INSPECTION_LIMITS.nameMaxLength}
        {...form.register('name')}
        error={errors.name && t('validation.required')}
        data-testid="inspection-details-name"
      />
      <Controller
        control={form.control}
        name="startedAt"
        render={({ field }) => (
          <MomentField
            label={t('inspections.startedAt')}
            required
            value={field.value}
            onChange={(iso) => field.onChange(iso ?? undefined)}
            error={errors.startedAt && t('validation.required')}
            testId="inspection-details-started"
          />
        )}
      />
      {inspection.status !== 'IN_PROGRESS' && (
        <Controller
          control={form.control}
          name="finishedAt"
          render={({ field }) => (
            <MomentField
              label={t('inspections.finishedAt')}
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.finishedAt && t('inspections.finishedBeforeStarted')}
              testId="inspection-details-finished"
            />
          )}
        />
      )}
      <Button type="submit" loading={form.formState.isSubmitting} data-testid="inspection-details-save">
        {t('common.save')}
      </Button>
    </FormModal>
  );
}

type FieldValues = z.input<typeof ZUpdateAdditionalFieldsRequest>;

/** One block of additional information; only that field is sent, the others stay. */
function AdditionalFieldDialog({
  placeId,
  inspection,
  field,
  onClose,
}: {
  placeId: string;
  inspection: Inspection;
  field: AdditionalField;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const updateAdditionalFields = useUpdateAdditionalFields();
  const form = useForm<FieldValues, unknown, UpdateAdditionalFieldsRequest>({
    resolver: zodResolver(ZUpdateAdditionalFieldsRequest),
    defaultValues: { additionalFields: { [field]: inspection.additionalFields[field] ?? '' } },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateAdditionalFields.mutateAsync({ placeId, inspectionId: inspection.id, body: values });
      notifications.show({ color: 'green', message: t('inspections.additionalSaved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });
  return (
    <FormModal onClose={onClose} title={t(`inspections.fields.${field}`)} onSubmit={submit}>
      <Textarea
        label={t(`inspections.fields.${field}`)}
        autosize
        minRows={4}
        maxLength={INSPECTION_LIMITS.textMaxLength}
        {...form.register(`additionalFields.${field}`)}
        error={form.formState.errors.additionalFields?.[field] && t('validation.required')}
        data-testid="inspection-field-input"
      />
      <Button type="submit" loading={form.formState.isSubmitting} data-testid="inspection-field-save">
        {t('common.save')}
      </Button>
    </FormModal>
  );
}
