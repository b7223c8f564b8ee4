import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title.ts';

function StatusPage({ title, text, testId }: { title: string; text: string; testId: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} data-testid={testId}>
      <Stack align="flex-start">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text>{text}</Text>
        <Button component={Link} to="/app/dashboard" data-testid="back-to-dashboard">
          {t('access.backToDashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Shown instead of a screen the user's type may not use (see lib/screen-access.ts). */
export function NoAccessPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('access.noAccessTitle')} text={t('access.noAccessText')} testId="no-access" />;
}

/** Shown for an address under /app that names no screen. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('access.notFoundTitle')} text={t('access.notFoundText')} testId="not-found" />;
}
