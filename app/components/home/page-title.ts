/** "Page | Company" for a page under the public layout, whose loader carries the company name. */
export function pageTitle(page: string, matches: ReadonlyArray<unknown>): string {
  const layout = matches.find(
    (match): match is { loaderData?: { site?: { companyName?: string } } } =>
      typeof match === "object" && match !== null && (match as { id?: string }).id === "routes/public/layout",
  );
  const company = layout?.loaderData?.site?.companyName;
  return company ? `${page} | ${company}` : page;
}
