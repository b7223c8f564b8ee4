import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import i18n, { initI18n, setUiLanguage } from '@/lib/i18n.ts';
import { baseName, fileErrorMessage, formatDate, formatSize } from './format.ts';
import { ValidityBadge } from './validity-badge.tsx';

beforeAll(async () => {
  await initI18n();
  await setUiLanguage('pl');
});

const badge = (validUntil: string | null) => {
  const view = render(
    <MantineProvider>
      <ValidityBadge validUntil={validUntil} today="2026-03-10" />
    </MantineProvider>,
  );
  const element = view.getByTestId('validity-badge');
  const result = { validity: element.getAttribute('data-validity'), text: element.textContent };
  view.unmount();
  return result;
};

describe('validity badge', () => {
  it('shows grey, red, yellow and green by the date', () => {
    expect(badge(null)).toEqual({ validity: 'none', text: 'Bez daty' });
    expect(badge('2026-03-09')).toEqual({ validity: 'expired', text: 'Wygasł' });
    expect(badge('2026-03-17')).toEqual({ validity: 'expiring', text: 'Wygasa wkrótce' });
    expect(badge('2026-03-18')).toEqual({ validity: 'valid', text: 'Ważny' });
  });
});

describe('file texts', () => {
  const t = i18n.t.bind(i18n) as TFunction;

  it('tells a place upload that only PDF is accepted, and a company upload which types are', () => {
    const refused = new ApiError(415, 'common/unsupported_media_type', 'Unsupported media type.');
    expect(fileErrorMessage(refused, t, 'pdf')).toBe('Dozwolone są tylko pliki PDF.');
    expect(fileErrorMessage(refused, t, 'documents')).toBe('Dozwolone są tylko pliki PDF, PNG i JPEG.');
    expect(fileErrorMessage(new ApiError(413, 'common/payload_too_large', ''), t)).toBe('Plik jest za duży (maksymalnie 5 MB).');
    expect(fileErrorMessage(new ApiError(409, 'files/category_not_empty', ''), t)).toContain('Kategoria zawiera pliki');
    expect(fileErrorMessage(new Error('boom'), t)).toBe(t('errors.generic'));
  });

  it('formats dates as DD/MM/YYYY, sizes, and default names', () => {
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(baseName('umowa.serwisowa.pdf')).toBe('umowa.serwisowa');
    expect(baseName('.pdf')).toBe('.pdf');
  });

  it('renders nothing untranslated', () => {
    render(
      <MantineProvider>
        <ValidityBadge validUntil="2026-03-12" today="2026-03-10" />
      </MantineProvider>,
    );
    expect(screen.queryByText(/files\./)).toBeNull();
  });
});
