import { useEffect } from 'react';

/** Page titles are "<page> | Trapline". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Trapline`;
  }, [title]);
}
