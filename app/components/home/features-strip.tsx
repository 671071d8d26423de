import { Icon } from "~/components/icons/icon";
import type { IconName } from "~/components/icons/icon-names";

const features: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: "rotate-ccw-clock",
    title: "Long Life cycle Support",
    text: "Platforms built and supported for years, not months.",
  },
  {
    icon: "shield-check",
    title: "Durability and Reliability",
    text: "Rugged designs tested for round-the-clock industrial duty.",
  },
  {
    icon: "life-buoy",
    title: "Extended Lifecycle and Product Support",
    text: "Spares, repairs and engineering help long after purchase.",
  },
  {
    icon: "expand",
    title: "Expandability",
    text: "Slots, ports and modules that grow with your application.",
  },
  {
    icon: "thermometer",
    title: "Wide Temperature Range",
    text: "Hardware rated for heat, cold and harsh environments.",
  },
];

/** The home page's 'Awesome Features' strip of five items. */
export function FeaturesStrip() {
  return (
    <section
      aria-labelledby="features-heading"
      className="section"
    >
      <h2
        id="features-heading"
        className="section-title text-center"
      >
        Awesome Features
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {features.map(({ icon, title, text }) => (
          <li
            key={title}
            className="feature"
          >
            <Icon name={icon} className="feature-icon" />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="feature-text">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
