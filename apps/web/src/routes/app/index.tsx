import { createFileRoute, redirect, useSearch } from '@tanstack/react-router';
import { OpenCode } from '@/features/qrcodes/open-code.tsx';

/**
 * The app's start: the dashboard, or, with ?qr=<code> (the address a QR label or NFC tag holds),
 * the device the code opens.
 */
export const Route = createFileRoute('/app/')({
  validateSearch: (search: Record<string, unknown>): { qr?: string | undefined } => ({
    qr: typeof search.qr === 'string' || typeof search.qr === 'number' ? String(search.qr) : undefined,
  }),
  beforeLoad: ({ search }) => {
    if (search.qr === undefined) throw redirect({ to: '/app/dashboard', replace: true });
  },
  component: QrCodePage,
});

function QrCodePage() {
  const { qr } = useSearch({ from: '/app/' });
  return <OpenCode code={qr ?? ''} />;
}
