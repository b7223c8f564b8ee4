import { createFileRoute } from '@tanstack/react-router';
import { GeneratePage } from '@/features/statistics/generate-page.tsx';

export const Route = createFileRoute('/app/reports/generate')({ component: () => <GeneratePage /> });
