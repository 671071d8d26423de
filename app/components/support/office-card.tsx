import { Icon } from "~/components/icons/icon";
import { phoneHref } from "~/components/navigation/phone-href";

export type OfficeCardData = {
  city: string;
  address: string;
  phone: string;
  email: string;
  map_query: string;
};

/** One office with its details and a lazily loaded map, plus a plain link for when the map cannot load. */
export function OfficeCard({ office }: { office: OfficeCardData }) {
  const query = encodeURIComponent(office.map_query);
  return (
    // As tall as the row, its map and link at the bottom: offices in one row line up.
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface">
      <div className="flex-1 p-6">
        <h3 className="text-xl font-semibold">{office.city}</h3>
        <ul className="mt-4 space-y-3 text-sm">
          <li className="flex gap-2">
            <Icon
              name="map-pin"
              className="mt-0.5 size-4 shrink-0 text-accent-icon"
            />
            <address className="not-italic">{office.address}</address>
          </li>
          <li className="flex gap-2">
            <Icon
              name="phone"
              className="mt-0.5 size-4 shrink-0 text-accent-icon"
            />
            <a href={phoneHref(office.phone)} className="text-accent hover:underline">
              {office.phone}
            </a>
          </li>
          <li className="flex gap-2">
            <Icon
              name="mail"
              className="mt-0.5 size-4 shrink-0 text-accent-icon"
            />
            <a href={`mailto:${office.email}`} className="text-accent hover:underline">
              {office.email}
            </a>
          </li>
        </ul>
      </div>
      <iframe
        title={`Map of the ${office.city} office`}
        src={`https://www.google.com/maps?q=${query}&output=embed`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-56 w-full border-0 bg-shade"
      />
      <a
        href={`https://www.google.com/maps/search/?api=1&query=${query}`}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 px-6 py-3 text-sm font-medium text-accent hover:underline"
      >
        Open {office.city} in Google Maps
        <Icon name="external-link" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </article>
  );
}
