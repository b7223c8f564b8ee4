import { Paper } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QuestionsList } from '@/features/visual-inspection/questions-list.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/visual-inspection/')({ component: VisualInspectionRoute });

/** The product-wide visual-inspection questions, reordered by dragging: the super admin's only (lib/screen-access.ts). */
function VisualInspectionRoute() {
  const { t } = useTranslation();
  usePageTitle(t('visualInspection.title'));
  return (
    <Paper withBorder radius="lg" p="lg">
      <QuestionsList mode="admin" />
    </Paper>
  );
}
