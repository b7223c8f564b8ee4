import { Text, Title, type TitleOrder, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A heading and, under it, a dimmed line that says what the section is for. The two are items
 * of the stack around them; wrap them in an element to keep them together.
 */
export function HeadingWithHint({ order, size, hint, children }: { order: TitleOrder; size: TitleProps['size']; hint: ReactNode; children: ReactNode }) {
  return (
    <>
      <Title order={order} size={size}>
        {children}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </>
  );
}
