import type { Notification } from '@trapline/contracts/notifications';

// A fixed icon for each notification key; alerts are red.
const PATHS: Record<Notification['notificationKey'], string> = {
  UPCOMING_INSPECTION: 'M7 3v3M17 3v3M4 9h16M5 6h14v14H5zM9 14l2 2 4-4',
  UPCOMING_INTERVENTION: 'M7 3v3M17 3v3M4 9h16M5 6h14v14H5zM12 12v4M10 14h4',
  UPCOMING_EVENT: 'M7 3v3M17 3v3M4 9h16M5 6h14v14H5z',
  LORA_DEVICE_ALERT: 'M12 4l9 16H3zM12 10v4M12 17v.5',
  LORA_DEVICE_NO_SIGNAL: 'M3 9a13 13 0 0118 0M6 12.5a8 8 0 0112 0M9.5 16a3 3 0 015 0M4 4l16 16',
  RECOMMENDATION_CREATED: 'M9 4h6v3H9zM6 6h12v15H6zM9 12h6M9 16h4',
  RECOMMENDATION_DUE: 'M12 7v5l3 2M12 3a9 9 0 110 18 9 9 0 010-18',
  REPORT_READY: 'M7 3h7l4 4v14H7zM14 3v4h4M10 13h5M10 17h5',
  OTHER: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20h4',
  PEST_LIMIT_EXCEEDED: 'M4 20h16M6 16l4-5 3 3 5-7M15 7h3v3',
};

export const isAlert = (key: Notification['notificationKey']) =>
  key === 'LORA_DEVICE_ALERT' || key === 'LORA_DEVICE_NO_SIGNAL' || key === 'PEST_LIMIT_EXCEEDED';

export function NotificationIcon({ notificationKey }: { notificationKey: Notification['notificationKey'] }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke={isAlert(notificationKey) ? 'var(--mantine-color-red-8)' : 'var(--mantine-color-teal-9)'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[notificationKey]} />
    </svg>
  );
}
