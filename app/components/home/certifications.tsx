import { Icon } from "~/components/icons/icon";
import { Carousel } from "./carousel";

const icons = ["award", "badge-check", "shield-check"] as const;

/** The company's certifications (from site settings), beside the latest news. */
export function CertificationsCarousel({
  certifications,
}: {
  certifications: string[];
}) {
  if (certifications.length === 0) return null;
  return (
    <div>
      <h3 className="text-xl font-semibold">Certifications</h3>
      <div className="mt-4">
        <Carousel label="Certifications" slideClassName="basis-full" drawnFirst={1}>
          {certifications.map((name, index) => {
            return (
              <div
                key={name}
                className="certificate"
              >
                <Icon
                  name={icons[index % icons.length]}
                  className="size-16 text-accent-icon"
                />
                <p className="mt-4 text-lg font-semibold">{name}</p>
              </div>
            );
          })}
        </Carousel>
      </div>
    </div>
  );
}
