import { Statistics } from "./statistics";

const homeStatistics = [
  { value: "500+", label: "Products Delivered" },
  { value: "100+", label: "Happy Clients" },
  { value: "10+", label: "Years Experience" },
  { value: "24/7", label: "Support" },
];

/** The home page's introduction with its four figures. */
export function IntroBlock({ companyName }: { companyName: string }) {
  return (
    <section
      aria-labelledby="intro-heading"
      className="band"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 id="intro-heading" className="section-title">
            Industrial computing you can build on
          </h2>
          <p className="mt-4 leading-relaxed text-body">
            Since 2012, {companyName} has designed and supplied industrial panel
            PCs, embedded box PCs, rack-mount computers, motherboards, ethernet
            switches, serial converters, kiosks and GPS tracking from Chennai,
            India, to manufacturers, integrators and public bodies.
          </p>
        </div>
        <Statistics label="Our record" items={homeStatistics} />
      </div>
    </section>
  );
}
