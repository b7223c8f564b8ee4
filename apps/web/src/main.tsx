import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import i18n from 'i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routerDefaults } from './lib/router-defaults.ts';
import { routeTree } from './route-tree.gen.ts';

// Answers stay fresh for a few seconds only, and a refused load is not retried (lib/query-client.ts).
const queryClient = createQueryClient();
// A failed load or render shows its error with a retry, in place of the screen; a load the API
// answered "not found" or "forbidden" shows that instead (lib/router-defaults.ts).
const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true, ...routerDefaults });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Teal 9 on white and a darker "dimmed" grey keep text contrast at WCAG AA (4.5:1).
// The close buttons of toasts, dialogs and drawers are named for screen readers, in the language
// of the moment (the getter is read each time the button renders).
const closeButtonProps = {
  get 'aria-label'() {
    return i18n.t('common.close');
  },
};
const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  defaultRadius: 'md',
  // Filled yellow and lime backgrounds get dark text instead of white.
  autoContrast: true,
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  // Plain objects, not Component.extend(): extend would load these components with the first
  // chunk, before the sign-in screen that needs none of them.
  components: {
    Notification: { defaultProps: { closeButtonProps } },
    Modal: { defaultProps: { closeButtonProps } },
    Drawer: { defaultProps: { closeButtonProps } },
    // Page arrows are icons: every control gets a name (read in the language of the moment).
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': i18n.t(`common.pagination.${control}`) }),
        getItemProps: (page: number) => ({ 'aria-label': i18n.t('common.pagination.page', { page }) }),
      },
    },
    // On a phone a wide table scrolls inside its box; the box takes the keyboard focus so it can be
    // scrolled without a pointer (and axe's scrollable-region-focusable rule holds).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // A segmented control wider than a phone scrolls inside itself instead of widening the page.
    SegmentedControl: { styles: { root: { maxWidth: '100%', overflowX: 'auto' } } },
  },
});
// Light variants (badges, light buttons) write shade 9 on shade 1: below 4.5:1 for teal, green,
// lime, yellow and orange. Their text is shade 9 darkened until it reaches 4.8:1 on shade 2 (the
// hover background) and on the page's grey.
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  dark: '#131313',
  red: '#ab2424',
  pink: '#9e1d49',
  grape: '#7f2c94',
  violet: '#5637b0',
  indigo: '#2e43a9',
  blue: '#145591',
  cyan: '#096171',
  teal: '#076c4d',
  green: '#226e32',
  lime: '#456f0a',
  yellow: '#964d00',
  orange: '#a3360b',
};
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    // Placeholders that stand as text (a file input's "choose a file") keep 4.5:1 on white.
    '--mantine-color-placeholder': '#6c757d',
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
  },
  dark: {},
});

await initI18n();

// The page's Content-Security-Policy admits <style> tags with its nonce (config/security-headers.ts):
// Mantine's own, and the one its dialogs add to lock page scrolling (through get-nonce).
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
setNonce(styleNonce);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables} getStyleNonce={() => styleNonce}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
