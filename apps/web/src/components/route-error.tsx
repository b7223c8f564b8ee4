import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';

/**
 * What a failed load says: the app's own text for the API's error code, else the message the API
 * sent (written in the caller's language), else a general text. Errors of the page's own code
 * (a failed render) carry nothing a user could act on and get the general text.
 */
function describe(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('app.error.text');
  const text = errorMessage(error, t);
  return text === t('errors.generic') && error.status > 0 && error.message ? error.message : text;
}

/**
 * Shown in place of a screen whose load or render failed (the router's error boundary). Retrying
 * starts the failed queries again from scratch, reruns the route loaders and then renders the
 * screen anew, so a screen that threw its query's error fetches it once more instead of throwing
 * the same error again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
      await router.invalidate();
    } finally {
      setRetrying(false);
      reset();
    }
  };
  return (
    <Alert color="red" variant="light" title={t('app.error.title')} maw={640} data-testid="route-error">
      <Stack align="flex-start" gap="sm">
        <Text size="sm" data-testid="route-error-message">
          {describe(error, t)}
        </Text>
        <Button color="red" variant="filled" size="sm" loading={retrying} onClick={() => void retry()} data-testid="route-error-retry">
          {t('app.error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The same, on a page of its own: for the signed-in shell, which cannot draw its frame without the account. */
export function FullPageRouteError(props: ErrorComponentProps) {
  return (
    <Center mih="100vh" p="md">
      <RouteError {...props} />
    </Center>
  );
}
