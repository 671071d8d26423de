import { BenefitIcon, type IconNode } from "./benefit-icon";

export type BenefitView = { name: string; icon: IconNode | null };

export function KeyBenefits({ benefits }: { benefits: BenefitView[] }) {
  if (benefits.length === 0) return null;
  return (
    <section aria-labelledby="key-benefits">
      <h2 id="key-benefits" className="text-lg font-semibold">
        Key Benefits
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {benefits.map((benefit, i) => (
          <li
            key={`${benefit.name}-${i}`}
            className="benefit"
          >
            {benefit.icon ? (
              <span className="text-accent">
                <BenefitIcon node={benefit.icon} />
              </span>
            ) : null}
            <span className="font-medium">{benefit.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
