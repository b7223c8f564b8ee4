import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { PlaceQuestions } from '@/features/visual-inspection/place-questions.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/places/edit/$placeId/visual-inspection')({ component: PlaceVisualInspectionPage });

/** The place's choice of visual-inspection questions; the restricted user types only read it. */
function PlaceVisualInspectionPage() {
  const { t } = useTranslation();
  usePageTitle(t('visualInspection.menu'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/visual-inspection' });
  const { data: me } = useQuery(accountQuery);
  const canEdit = me?.type === 'ADMIN' || me?.type === 'COMPANY_ADMIN' || me?.type === 'CONTROLLER';
  return <PlaceQuestions placeId={placeId} canEdit={canEdit} />;
}
