import { Tabs } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

type Tab = { to: string; label: string; testId: string };

/** Tabs of the catalogue screens: device types (the first tab, also for its create and edit pages), actions, objects (pests), observations. */
export function CatalogueTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname }).replace(/\/$/, '');
  const active = tabs.slice(1).find((tab) => pathname.startsWith(tab.to)) ?? tabs[0];
  return (
    <Tabs value={active?.to ?? null} variant="outline">
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.to} value={tab.to} renderRoot={(props) => <Link {...props} to={tab.to} />} data-testid={tab.testId}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
