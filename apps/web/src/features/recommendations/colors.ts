export const PRIORITY_COLORS = { LOW: 'gray', MEDIUM: 'blue', HIGH: 'red' } as const;
export const STATUS_COLORS = { OPEN: 'violet', IN_PROGRESS: 'green', WAITING: 'yellow', CLOSE: 'gray' } as const;
