import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider, Notification, createTheme, type CSSVariablesResolver } from '@mantine/core';
import i18n from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { routeTree } from './route-tree.gen.ts';

// Data is not cached between screens (stale time 0), as the specification asks.
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: false } } });
const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Teal 9 on white and a darker "dimmed" grey keep text contrast at WCAG AA (4.5:1).
// A toast's close button is named for screen readers, in the language of the moment (the getter
// is read each time the button renders).
const closeButtonProps = {
  get 'aria-label'() {
    return i18n.t('common.close');
  },
};
const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  components: { Notification: Notification.extend({ defaultProps: { closeButtonProps } }) },
});
const cssVariables: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': '#495057' }, dark: {} });

await initI18n();

// The page's Content-Security-Policy admits <style> tags with its nonce (config/security-headers.ts).
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables} getStyleNonce={() => styleNonce}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
