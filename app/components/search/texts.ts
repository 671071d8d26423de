/** The search dialog's words, from the spec. */
export const SEARCH_PLACEHOLDER = "Search products, drivers, news, and solutions...";
export const SEARCH_HINT = "Start typing to search for products, drivers, news, and solutions...";
export const noResultsText = (text: string) => `No results found for "${text}"`;
export const groupHeading = (label: string, count: number) => `${label} (${count})`;
