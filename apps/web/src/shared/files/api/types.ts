export const FILES_PAGE_SIZE = 25;

export interface FileListParams {
  categoryId: number;
  search: string;
  page: number;
}

/** One page of one category's files, as a query string. */
export const listSearch = ({ categoryId, search, page }: FileListParams) =>
  new URLSearchParams({ categoryId: String(categoryId), page: String(page), limit: String(FILES_PAGE_SIZE), ...(search ? { search } : {}) }).toString();
