import type { CSSProperties } from "react";
import { Form } from "react-router";
import { LifecycleBadge } from "~/components/catalogue/lifecycle-badge";
import { AppLink } from "~/components/ui/app-link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ComparisonSection } from "~/content/product/comparison";
import type { LifecycleStatus } from "~/content/product/lifecycle";
import type { ImageSources } from "~/media/image-sources";
import { COMPARE_ACTION } from "./compare-tray";

/** A product as a column of the comparison; `removeTo` is the comparison without it. */
export type CompareColumn = {
  id: number;
  name: string;
  href: string;
  model_number: string | null;
  status: LifecycleStatus;
  image: ImageSources | null;
  removeTo: string;
};

/**
 * The products side by side: one column each, headed by its picture and name, then its lifecycle
 * status and every row of the sections given, a missing value shown as a dash read out as "Not
 * listed". Rows that differ are marked while every row is shown. Scrolls sideways inside its frame.
 */
export function CompareTable({ products, sections, marked }: { products: CompareColumn[]; sections: ComparisonSection[]; marked: boolean }) {
  return (
    <div className="table-frame compare-frame">
      <table className="compare-table" style={{ "--products": products.length } as CSSProperties}>
        <caption className="sr-only">{`${products.length} products side by side`}</caption>
        <thead>
          <tr>
            <th scope="col" className="compare-label">
              <span className="sr-only">Specification</span>
            </th>
            {products.map((product) => (
              <th key={product.id} scope="col" className="compare-product">
                <ResponsiveImage image={product.image} alt="" sizes="10rem" className="compare-image" />
                <AppLink to={product.href} className="mt-2 block font-semibold text-accent hover:underline">
                  {product.name}
                </AppLink>
                {product.model_number ? <span className="mt-1 block text-xs font-normal text-muted">{`Model: ${product.model_number}`}</span> : null}
                <Form method="post" action={COMPARE_ACTION} className="mt-2 print:hidden">
                  <input type="hidden" name="id" value={product.id} />
                  <input type="hidden" name="redirectTo" value={product.removeTo} />
                  <button type="submit" name="intent" value="remove" aria-label={`Remove ${product.name} from the comparison`} className="text-xs font-normal text-muted underline hover:text-accent">
                    Remove
                  </button>
                </Form>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="spec-row">
            <th scope="row" className="compare-label">
              Status
            </th>
            {products.map((product) => (
              <td key={product.id} className="compare-cell">
                <LifecycleBadge status={product.status} />
              </td>
            ))}
          </tr>
        </tbody>
        {sections.map((section) => (
          <tbody key={section.heading}>
            <tr>
              <th scope="rowgroup" colSpan={products.length + 1} className="compare-group">
                <span className="sticky left-3">{section.heading}</span>
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr key={row.label} className={marked && row.differs ? "spec-row compare-differs" : "spec-row"}>
                <th scope="row" className="compare-label">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={products[i].id} className="compare-cell">
                    {cell ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">Not listed</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
