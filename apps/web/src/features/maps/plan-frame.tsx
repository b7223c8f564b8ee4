import { Box, Center, Loader } from '@mantine/core';
import { MAP_LIMITS } from '@trapline/contracts/maps';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** The box a plan's Leaflet map is drawn in, with a spinner over it until the plan's image has come. */
export function PlanFrame({
  containerRef,
  loading,
  label,
  testId,
}: {
  containerRef: RefObject<HTMLDivElement | null>;
  loading: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Box pos="relative">
      <Box
        ref={containerRef}
        h={MAP_LIMITS.height}
        data-testid={testId}
        role="application"
        aria-label={label}
        style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-1)', zIndex: 0 }}
      />
      {loading && (
        <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
    </Box>
  );
}
