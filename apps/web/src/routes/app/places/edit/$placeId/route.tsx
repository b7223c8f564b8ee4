import { Center, Loader, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, createFileRoute, redirect, useParams, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { placeQuery, usePlace } from '@/features/places/api/get-place.ts';
import { mayOpen } from '@/lib/screen-access.ts';
import { SideNavLayout } from '@/components/side-nav-layout.tsx';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId')({
  // Numeric ids in the address move to the uuid form (spec 2, section 2.1), before anything renders:
  // the router redirects once, where an effect after render would navigate while the first
  // navigation is still pending. A place the caller cannot see stays as asked (the screen says so).
  beforeLoad: async ({ params, location, context }) => {
    if (!/^\d+$/.test(params.placeId)) return;
    const place = await context.queryClient.ensureQueryData(placeQuery(params.placeId)).catch(() => null);
    if (place)
      throw redirect({
        to: location.pathname.replace(`/edit/${params.placeId}`, `/edit/${place.uuid}`),
        search: location.search,
        hash: location.hash,
        replace: true,
      });
  },
  // Every screen of the place shows its name above the place's menu.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(placeQuery(params.placeId)),
  pendingComponent: RoutePending,
  component: PlaceLayout,
});

/**
 * The place side menu (spec 2, section 2.1); entries appear as their screens exist, and for the
 * user types the screen table lets open them (lib/screen-access.ts).
 */
const MENU = [
  { to: '/app/places/edit/$placeId', label: 'places.menu.details', exact: true },
  { to: '/app/places/edit/$placeId/devices', label: 'places.menu.devices', exact: false },
  { to: '/app/places/edit/$placeId/zones', label: 'places.menu.zones', exact: false },
  { to: '/app/places/edit/$placeId/radio-options', label: 'places.menu.radioOptions', exact: false },
  { to: '/app/places/edit/$placeId/inspections', label: 'inspections.menu', exact: false },
  { to: '/app/places/edit/$placeId/files', label: 'files.menu', exact: false },
  // Everyone with the place sees its plans and heatmap; only editing is withheld from the restricted type.
  { to: '/app/places/edit/$placeId/map', label: 'maps.menu.plan', exact: false },
  { to: '/app/places/edit/$placeId/heatmap', label: 'maps.menu.heatmap', exact: false },
  { to: '/app/places/edit/$placeId/visual-inspection', label: 'visualInspection.menu', exact: false },
  { to: '/app/places/edit/$placeId/schedule', label: 'schedule.menu', exact: false },
  { to: '/app/places/edit/$placeId/interventions', label: 'interventions.menu', exact: false },
  // Everyone reads the limits; the restricted type sees them read-only.
  { to: '/app/places/edit/$placeId/objects-limit', label: 'limits.menu', exact: false },
] as const;

function PlaceLayout() {
  const { t } = useTranslation();
  const { placeId } = useParams({ from: '/app/places/edit/$placeId' });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: me } = useAccount();
  const place = usePlace(placeId);

  if (place.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (!place.data) {
    return (
      <Paper withBorder p="lg">
        <Text>{t('places.notFound')}</Text>
      </Paper>
    );
  }
  const base = `/app/places/edit/${placeId}`;
  return (
    <Stack>
      <Title order={1} size="h3" data-testid="place-title">
        {place.data.name}
      </Title>
      <SideNavLayout label={t('places.menu.label')}>
        {MENU.filter((entry) => mayOpen(me?.type, entry.to)).map((entry) => {
          const href = entry.to.replace('$placeId', placeId);
          const active = entry.exact ? pathname === base || pathname === `${base}/` : pathname.startsWith(href);
          // The router marks a link active on any sub-path unless told to match exactly.
          return <NavLink key={entry.to} component={Link} to={href} activeOptions={{ exact: entry.exact }} label={t(entry.label)} active={active} />;
        })}
      </SideNavLayout>
    </Stack>
  );
}
