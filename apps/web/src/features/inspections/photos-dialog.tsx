import { ActionIcon, Alert, Anchor, FileButton, Button, Group, Image, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INSPECTION_LIMITS, type InspectionDetails, type InspectionDevice } from '@trapline/contracts/inspections';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useDeletePhoto } from '@/features/inspections/api/delete-photo.ts';
import { useUploadPhoto } from '@/features/inspections/api/upload-photo.ts';

/** The limit of every upload in the product (5 MB); the server checks it too. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg';

/**
 * The photos of one device in an inspection: view them, add a JPEG or PNG (its recorders, while
 * they may record) and delete one (admins correcting the inspection).
 */
export function PhotosDialog({
  placeId,
  inspectionId,
  device,
  images,
  canAdd,
  canDelete,
  onClose,
}: {
  placeId: string;
  inspectionId: number;
  device: InspectionDevice;
  images: InspectionDetails['imagesById'];
  canAdd: boolean;
  canDelete: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const uploadPhoto = useUploadPhoto();
  const deletePhoto = useDeletePhoto();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const photos = device.imageIds.flatMap((id) => (images[String(id)] ? [images[String(id)]!] : []));
  const full = photos.length >= INSPECTION_LIMITS.photosPerDevice;

  const run = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      notifications.show({ color: 'green', message });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const add = (file: File | null) => {
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setError(t('inspections.photoType'));
    if (file.size > MAX_BYTES) return setError(t('inspections.photoTooLarge'));
    void run(() => uploadPhoto.mutateAsync({ placeId, inspectionId, inspectionDeviceId: device.id, file }), t('inspections.photoAdded'));
  };

  return (
    <Modal opened onClose={onClose} title={t('inspections.photosOf', { id: device.device.uniqueId })} size="lg" centered>
      <Stack data-testid="photos-dialog">
        {photos.length === 0 ? (
          <Text c="dimmed">{t('inspections.noPhotos')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            {photos.map((photo, index) => (
              <Paper key={photo.id} withBorder radius="md" p={4} data-testid="photo-item">
                <Anchor href={photo.signedUrl} target="_blank" rel="noreferrer">
                  <Image src={photo.signedUrl} alt={t('inspections.photo', { number: index + 1 })} h={120} fit="cover" radius="sm" />
                </Anchor>
                <Group justify="space-between" mt={4} wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate>
                    {t('inspections.photo', { number: index + 1 })}
                  </Text>
                  {canDelete && (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      aria-label={t('inspections.photoDelete', { number: index + 1 })}
                      onClick={() =>
                        void run(
                          () => deletePhoto.mutateAsync({ placeId, inspectionId, inspectionDeviceId: device.id, imageId: photo.id }),
                          t('inspections.photoDeleted'),
                        )
                      }
                    >
                      ✕
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {canAdd && (
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('inspections.photoHint', { max: INSPECTION_LIMITS.photosPerDevice })}
            </Text>
            <FileButton onChange={add} accept={ACCEPT}>
              {(props) => (
                <Button {...props} loading={busy} disabled={full} data-testid="photo-add">
                  {t('inspections.photoAdd')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
