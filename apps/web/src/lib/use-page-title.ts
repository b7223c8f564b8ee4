import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productQuery } from './product.ts';

/** Page titles are "<page> | <product name>" (the super admin's choice, Trapline by default). */
export function usePageTitle(title: string) {
  const productName = useQuery(productQuery).data?.productName ?? 'Trapline';
  useEffect(() => {
    document.title = `${title} | ${productName}`;
  }, [title, productName]);
}
