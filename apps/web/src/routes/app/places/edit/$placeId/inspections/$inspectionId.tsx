import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { Link, createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useInspection, inspectionQuery } from '@/features/inspections/api/get-inspection.ts';
import { useInspectionDetails } from '@/features/inspections/api/get-inspection-details.ts';
import { InspectionDeviceTable } from '@/features/inspections/device-table.tsx';
import { InspectionBlocks } from '@/features/inspections/inspection-blocks.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/inspections/$inspectionId')({
  loader: ({ context, params }) =>
    ensureScreenData(context.queryClient, '/app/places/edit/$placeId/inspections/$inspectionId', inspectionQuery(params.placeId, params.inspectionId)),
  pendingComponent: RoutePending,
  component: InspectionPage,
});

/** One inspection (spec 2, section 2.13): its blocks, then the device table. */
function InspectionPage() {
  const { t } = useTranslation();
  const { placeId, inspectionId } = useParams({ from: '/app/places/edit/$placeId/inspections/$inspectionId' });
  const inspection = useInspection(placeId, inspectionId);
  const details = useInspectionDetails(placeId, inspectionId);
  usePageTitle(inspection.data?.name ?? t('inspections.title'));

  const back = (
    <Anchor component={Link} to={`/app/places/edit/${placeId}/inspections`} size="sm">
      ← {t('inspections.back')}
    </Anchor>
  );
  if (inspection.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {errorMessage(inspection.error, t)}
        </Alert>
      </Stack>
    );
  }
  if (!inspection.data)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  return (
    <Stack>
      {back}
      <InspectionBlocks placeId={placeId} inspection={inspection.data} />
      {details.isError && (
        <Alert color="red" role="alert">
          {errorMessage(details.error, t)}
        </Alert>
      )}
      {details.data ? (
        <InspectionDeviceTable placeId={placeId} inspection={inspection.data} details={details.data} />
      ) : (
        !details.isError && (
          <Center p="md">
            <Loader aria-label={t('app.loading')} />
          </Center>
        )
      )}
    </Stack>
  );
}
