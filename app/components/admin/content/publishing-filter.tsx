import { SelectField } from "~/components/ui/fields";
import type { ListQuery } from "~/content/shared/list-query";
import { PUBLISHING_FILTERS } from "~/content/shared/publishing";
import { PUBLISHING_FILTER_LABELS } from "~/content/shared/publishing-filter";

/**
 * "Filter by publishing" beside a list's search (decision 035): Draft, Scheduled (not yet live), Live
 * now, Unpublished or ended, as the Publishing column reads now. Kept in the URL (`publishing`) like
 * the other filters; the server applies it.
 */
export function PublishingFilter({ query }: { query: ListQuery }) {
  const chosen = query.choices?.publishing ?? "";
  return (
    <SelectField
      label="Filter by publishing"
      name="publishing"
      placeholder="All publishing states"
      options={PUBLISHING_FILTERS.map((value) => ({ value, label: PUBLISHING_FILTER_LABELS[value] }))}
      defaultValue={chosen}
      key={`publishing ${chosen}`}
    />
  );
}
