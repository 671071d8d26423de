import { type ReactNode, useEffect, useState } from "react";
import { productInput } from "~/content/product/schema";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { EditorForm } from "../editor-form";
import { useFormErrors } from "../use-form-errors";
import { useHydrated } from "../use-hydrated";
import { ApplicationFields } from "./application-fields";
import { BasicInfoFields } from "./basic-info-fields";
import { decodeProductForm } from "./decode-product-form";
import { FeaturesFields } from "./features-fields";
import { MediaFields } from "./media-fields";
import { type ProductFormValues, type ProductTab, productTabs, tabsWithErrors } from "./form-values";
import type { TaxonomyChoices } from "./taxonomy-selects";
import { SpecificationFields } from "./specification-fields";

type ProductFormProps = {
  recordId?: number;
  values: ProductFormValues;
  taxonomy: TaxonomyChoices;
  serverErrors?: Record<string, string>;
};

/**
 * The five-tab product form. A tab holding an error is marked and opened; without JavaScript
 * the five sections are shown one below the other, so every field can be reached.
 */
export function ProductForm({ recordId, values, taxonomy, serverErrors }: ProductFormProps) {
  const hydrated = useHydrated();
  const { errors, onSubmit } = useFormErrors(productInput, serverErrors, decodeProductForm);
  const [tab, setTab] = useState<ProductTab>("basic");
  const failing = tabsWithErrors(errors);

  // Open the first tab with an error whenever a new set of errors arrives.
  useEffect(() => {
    const first = productTabs.find((candidate) => failing.has(candidate.value));
    if (first) setTab(first.value);
  }, [errors]);

  const panels: Record<ProductTab, ReactNode> = {
    basic: <BasicInfoFields values={values} errors={errors} taxonomy={taxonomy} />,
    media: <MediaFields values={values} errors={errors} />,
    features: <FeaturesFields values={values} errors={errors} />,
    specifications: <SpecificationFields values={values} errors={errors} />,
    applications: <ApplicationFields values={values} errors={errors} />,
  };
  const title = recordId ? "Edit Product" : "Add Product";

  return (
    <EditorForm title={title} recordId={recordId} onSubmit={onSubmit}>
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      {hydrated ? (
        <Tabs value={tab} onValueChange={(next) => setTab(next as ProductTab)}>
          <TabsList aria-label="Product form sections" className="flex-wrap">
            {productTabs.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className={failing.has(value) ? "text-red-700 dark:text-red-400" : undefined}>
                {label}
                {failing.has(value) ? (
                  <>
                    <span aria-hidden="true" className="ml-1.5 inline-block size-2 rounded-full bg-red-600" />
                    <span className="sr-only"> (has errors)</span>
                  </>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {productTabs.map(({ value }) => (
            <TabsContent key={value} value={value}>
              {panels[value]}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        productTabs.map(({ value, label }) => (
          <section key={value} aria-labelledby={`product-section-${value}`} className="grid gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <h3 id={`product-section-${value}`} className="font-semibold">
              {label}
              {failing.has(value) ? <span className="ml-2 text-sm font-normal text-red-700 dark:text-red-400">(has errors)</span> : null}
            </h3>
            {panels[value]}
          </section>
        ))
      )}
    </EditorForm>
  );
}
