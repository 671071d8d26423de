import { Award, BadgeCheck, ShieldCheck } from "lucide-react";
import { Carousel } from "./carousel";

const certifications = [
  { icon: Award, name: "ISO 9001:2015", text: "Certified quality management system" },
  { icon: BadgeCheck, name: "Registered Trade Mark", text: "Our brand and products are protected" },
  { icon: ShieldCheck, name: "BIS Certified", text: "Bureau of Indian Standards certification" },
];

/** The company's certifications, beside the latest news. */
export function CertificationsCarousel() {
  return (
    <section aria-labelledby="certifications-heading">
      <h3 id="certifications-heading" className="text-xl font-semibold">
        Certifications
      </h3>
      <div className="mt-4">
        <Carousel label="Certifications" slideClassName="basis-full">
          {certifications.map(({ icon: Icon, name, text }) => (
            <div key={name} className="flex h-56 flex-col items-center justify-center rounded-lg border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
              <Icon className="size-16 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold">{name}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
