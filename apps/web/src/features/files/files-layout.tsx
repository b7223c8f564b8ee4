import { Box, Flex } from '@mantine/core';
import type { ReactNode } from 'react';

/** Categories beside the file list while there is room for both, stacked above it otherwise. */
export function FilesLayout({ categories, files }: { categories: ReactNode; files: ReactNode }) {
  return (
    <Flex gap="md" wrap="wrap" align="flex-start">
      <Box style={{ flex: '1 1 240px', maxWidth: '100%' }} maw={{ base: '100%', sm: 320 }}>
        {categories}
      </Box>
      <Box style={{ flex: '999 1 480px', minWidth: 0 }}>{files}</Box>
    </Flex>
  );
}
