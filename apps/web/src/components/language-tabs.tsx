import { Tabs } from '@mantine/core';
import { DATA_LANGUAGES } from '@trapline/contracts/translations';
import type { ReactNode } from 'react';

/**
 * One tab per data language (pl, en, de, it, ru), each showing what `children` gives for its
 * language. Every tab stays mounted, so the fields of the tabs not shown keep their values.
 */
export function LanguageTabs({
  label,
  testId,
  children,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  testId: string;
  children: (language: (typeof DATA_LANGUAGES)[number]) => ReactNode;
}) {
  return (
    <Tabs defaultValue="pl" variant="outline" keepMounted>
      <Tabs.List aria-label={label}>
        {DATA_LANGUAGES.map((language) => (
          <Tabs.Tab key={language} value={language} data-testid={`${testId}-tab-${language}`}>
            {language.toUpperCase()}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {DATA_LANGUAGES.map((language) => (
        <Tabs.Panel key={language} value={language} pt="sm">
          {children(language)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
