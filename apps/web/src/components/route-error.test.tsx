import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { initI18n, setUiLanguage } from '@/lib/i18n.ts';
import { productQuery } from '@/lib/product.ts';
import { routerDefaults } from '@/lib/router-defaults.ts';

/** One screen at "/" under the app's router defaults, with the given component and loader. */
function show(route: { component: () => React.ReactNode; loader?: () => Promise<unknown> }) {
  const root = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({ getParentRoute: () => root, path: '/', ...route });
  const router = createRouter({ routeTree: root.addChildren([screenRoute]), history: createMemoryHistory({ initialEntries: ['/'] }), ...routerDefaults });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The not-found and no-access pages title the page with the product's name.
  queryClient.setQueryData(productQuery.queryKey, { productName: 'Trapline', defaultLanguage: 'EN' });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await setUiLanguage('en');
});
// React and the router report each caught error on the console; the tests expect them.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('route error', () => {
  it("shows the API's message for a failed query and loads it again on retry", async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'common/internal', 'The server is resting.'))
      .mockResolvedValue('the account');
    show({
      component: () => {
        const query = useQuery({ queryKey: ['thing'], queryFn: fetcher, throwOnError: true });
        return <p>{query.data ?? 'loading'}</p>;
      },
    });
    expect(await screen.findByText('This page could not be shown')).toBeTruthy();
    expect(screen.getByTestId('route-error-message').textContent).toBe('The server is resting.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the account')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("prefers the app's own text for an error code it knows", async () => {
    show({
      component: () => {
        useQuery({ queryKey: ['thing'], queryFn: () => Promise.reject(new ApiError(0, 'client/network', 'TypeError: Failed to fetch')), throwOnError: true });
        return <p>never</p>;
      },
    });
    expect((await screen.findByTestId('route-error-message')).textContent).toBe('Cannot reach the server.');
  });

  it('reruns a failed loader on retry', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'common/unavailable', 'The server is busy.'))
      .mockResolvedValue(null);
    show({ loader, component: () => <p>loaded</p> });
    expect((await screen.findByTestId('route-error-message')).textContent).toBe('The server is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the not-found page, with no retry, for a load the API answered 404', async () => {
    show({ loader: () => Promise.reject(new ApiError(404, 'places/not_found', 'No such place.')), component: () => <p>loaded</p> });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('shows the no-access page for a load the API answered 403', async () => {
    show({ loader: () => Promise.reject(new ApiError(403, 'common/forbidden', 'Forbidden.')), component: () => <p>loaded</p> });
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('shows a general text, not the code, for a failed render, and renders again on retry', async () => {
    let broken = true;
    show({
      component: () => {
        if (broken) throw new TypeError("Cannot read properties of undefined (reading 'name')");
        return <p>rendered</p>;
      },
    });
    expect((await screen.findByTestId('route-error-message')).textContent).toBe('Something went wrong while showing this page.');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('rendered')).toBeTruthy();
  });
});
