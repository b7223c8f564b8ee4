import { Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { INTERVENTION_LIMITS, type InterventionImage, type InterventionImageType } from '@trapline/contracts/interventions';
import { useTranslation } from 'react-i18next';

const ACCEPTED_IMAGES = 'image/png,image/jpeg';
export const isAcceptedImage = (file: File) => file.type === 'image/png' || file.type === 'image/jpeg';

/**
 * The images of one section of a visit protocol: the saved ones (as thumbnails) and those chosen
 * to upload on save (by name), each removable, and the button that adds more while there is room.
 * `problem` replaces the hint when the last choice was refused.
 */
export function SectionImages({
  type,
  saved: kept,
  added,
  problem,
  onAdd,
  onRemoveSaved,
  onRemoveAdded,
}: {
  type: InterventionImageType;
  saved: InterventionImage[];
  added: File[];
  problem: string | undefined;
  onAdd: (files: File[]) => void;
  onRemoveSaved: (image: InterventionImage) => void;
  onRemoveAdded: (index: number) => void;
}) {
  const { t } = useTranslation();
  const full = kept.length + added.length >= INTERVENTION_LIMITS.imagesPerSection;
  return (
    <Stack gap={4} data-testid={`intervention-images-${type}`}>
      <Group gap="xs">
        {kept.map((image) => (
          <Paper key={image.id} withBorder p={2} pos="relative">
            <Image src={image.url} alt={image.name ?? t('interventions.image')} w={72} h={72} fit="cover" />
            <CloseButton size="xs" pos="absolute" top={2} right={2} aria-label={t('interventions.removeImage')} onClick={() => onRemoveSaved(image)} />
          </Paper>
        ))}
        {added.map((file, index) => (
          <Paper key={`${file.name}-${index}`} withBorder p={4}>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" maw={120} truncate>
                {file.name}
              </Text>
              <CloseButton size="xs" aria-label={t('interventions.removeImage')} onClick={() => onRemoveAdded(index)} />
            </Group>
          </Paper>
        ))}
        <FileButton multiple accept={ACCEPTED_IMAGES} onChange={onAdd}>
          {(props) => (
            <Button {...props} size="xs" variant="light" disabled={full} data-testid={`intervention-add-image-${type}`}>
              {t('interventions.addImages', { left: INTERVENTION_LIMITS.imagesPerSection - kept.length - added.length })}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c={problem ? 'red' : 'dimmed'}>
        {problem ?? t('interventions.imagesHint', { max: INTERVENTION_LIMITS.imagesPerSection })}
      </Text>
    </Stack>
  );
}
