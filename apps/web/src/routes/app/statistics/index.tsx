import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '../../../features/statistics/statistics-page.tsx';

export const Route = createFileRoute('/app/statistics/')({ component: () => <StatisticsPage /> });
