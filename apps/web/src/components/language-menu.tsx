import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '@/lib/i18n.ts';

const SOON = ['es', 'no'] as const;

/** PL, EN, DE, IT, RU; Spanish and Norwegian are listed but not yet available. */
export function LanguageMenu({ onChange }: { onChange: (language: UiLanguage) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={`${t('language.label')} ${i18n.language.toUpperCase()}`} data-testid="language-menu">
          {i18n.language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {UI_LANGUAGES.map((language) => (
          <Menu.Item key={language} onClick={() => onChange(language)} fw={language === i18n.language ? 700 : 400} data-testid={`language-${language}`}>
            {language.toUpperCase()}
          </Menu.Item>
        ))}
        {SOON.map((language) => (
          <Menu.Item key={language} disabled>
            {language.toUpperCase()} ({t('language.comingSoon')})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
