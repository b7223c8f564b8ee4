import { Group, Text } from '@mantine/core';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#2b8a3e" />
      <path d="M8 22c2-6 6-10 12-11M9 12l5 4m5-6 3 9" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="22" cy="21" r="3" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <Text fw={700} size="lg" c="teal.9">
        Trapline
      </Text>
    </Group>
  );
}
