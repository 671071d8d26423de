import type { DefaultValue, FieldMetadata, SubmissionResult } from "@conform-to/react";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { productDefinition, productFields, productFormValue, productInput, productTabOf } from "~/content/product/definition";
import type { ProductInput } from "~/content/product/schema";
import type { Product } from "~/content/product/types";
import { initialValues } from "~/content/shared/definition";
import { SectionFields } from "../content/section-fields";
import { EditorForm } from "../editor-form";
import { usePendingDraft } from "../draft-notice";
import { useHydrated } from "../use-hydrated";
import { type SpecificationRows, SpecificationFields } from "./specification-fields";
import { type TaxonomyChoices, TaxonomySelects } from "./taxonomy-selects";
import { SuccessorField } from "./successor-field";
import { type AttributeChoice, AttributeFields } from "./attribute-fields";
import type { ComboOption } from "../combobox";
import { LIFECYCLE_LABELS, LIFECYCLE_STATUSES } from "~/content/product/lifecycle";

/** The successor picker's current choice and the products it offers without JavaScript. */
export type SuccessorChoices = { chosen: ComboOption | null; fallback: ComboOption[] };

type ProductFormProps = {
  editing?: Product & { attributes?: Record<string, string> };
  lastResult?: SubmissionResult<string[]> | null;
  taxonomy: TaxonomyChoices;
  successor: SuccessorChoices;
  attributes: AttributeChoice[];
};

const lifecycleChoices = { lifecycleStatuses: { options: LIFECYCLE_STATUSES.map((status) => ({ value: status, label: LIFECYCLE_LABELS[status] })) } };

const tabs = productDefinition.form;

/**
 * The five-tab product form, its tabs the definition's sections. A tab holding an error is marked
 * and opened; without JavaScript the five sections are shown one below the other, so every field
 * can be reached.
 */
export function ProductForm({ editing, lastResult, taxonomy, successor, attributes }: ProductFormProps) {
  const hydrated = useHydrated();
  // A pending draft is the form as it was posted (decision 035): it opens as it was left.
  const draft = usePendingDraft(editing?.id);
  const defaultValue = draft ? draft.values : editing ? productFormValue(editing) : initialValues(productFields);
  const [form, metas] = useSchemaForm(productInput, { lastResult, defaultValue: defaultValue as DefaultValue<ProductInput> });
  // `?tab=media` opens that tab (the dashboard links each gap to the tab that fixes it, decision 041).
  const [params] = useSearchParams();
  const asked = tabs.find((section) => section.id === params.get("tab"))?.id;
  const [tab, setTab] = useState(asked ?? "basic");
  // Attribute values sit on the Specifications tab.
  const failing = new Set(Object.keys(form.allErrors).map((name) => (name.startsWith("attributes.") ? "specifications" : productTabOf(name.split(/[.[]/)[0]))));
  const [place, setPlace] = useState({ categoryId: taxonomy.chosen.category?.id ?? null, typeId: taxonomy.chosen.type?.id ?? null });
  useEffect(() => setPlace({ categoryId: taxonomy.chosen.category?.id ?? null, typeId: taxonomy.chosen.type?.id ?? null }), [taxonomy]);
  const attributeValues = ((lastResult?.initialValue as { attributes?: Record<string, unknown> } | undefined)?.attributes ?? (draft?.values.attributes as Record<string, unknown> | undefined) ?? editing?.attributes ?? {}) as Record<string, unknown>;

  // Open the first tab with an error whenever a new set of errors arrives, and move the focus to
  // its first field in error (Conform's own focus cannot reach a field in a hidden tab).
  useEffect(() => {
    const first = tabs.find((candidate) => failing.has(candidate.id));
    if (!first) return;
    setTab(first.id);
    requestAnimationFrame(() => {
      if (document.activeElement?.getAttribute("aria-invalid") === "true") return;
      document.getElementById(form.id)?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    });
  }, [form.allErrors]);

  // Opened on a tab by a link: that tab has the focus once the tabs are drawn, so the page shows it.
  useEffect(() => {
    if (!hydrated || !asked) return;
    document.getElementById(form.id)?.querySelector<HTMLElement>("[role='tab'][aria-selected='true']")?.focus();
  }, [hydrated]);

  const taxonomyErrors = { category_id: metas.category_id.errors?.[0], subcategory_id: metas.subcategory_id.errors?.[0], type_id: metas.type_id.errors?.[0] };
  const custom = {
    category_id: () => (
      <div className="grid gap-4 md:grid-cols-3">
        <TaxonomySelects
          options={taxonomy}
          errors={taxonomyErrors}
          onChoose={(chosen) => setPlace({ categoryId: chosen.category?.id ?? null, typeId: chosen.type?.id ?? null })}
        />
      </div>
    ),
    successor_id: () => (
      <SuccessorField name="successor_id" chosen={successor.chosen} fallback={successor.fallback} productId={editing?.id} error={metas.successor_id.errors?.[0]} />
    ),
    specification_groups: () => <SpecificationFields meta={metas.specification_groups as unknown as FieldMetadata<SpecificationRows>} />,
  };
  const panel = (section: (typeof tabs)[number]): ReactNode => (
    <div className="grid gap-4">
      {section.id === "specifications" ? (
        <AttributeFields attributes={attributes} categoryId={place.categoryId} typeId={place.typeId} values={attributeValues} errors={(lastResult?.error ?? {}) as Record<string, string[] | null>} />
      ) : null}
      <SectionFields fields={productFields} section={section} metas={metas} custom={custom} choices={lifecycleChoices} />
    </div>
  );

  return (
    <EditorForm form={form} title={editing ? "Edit Product" : "Add Product"} recordId={editing?.id} publicPage={editing ? productDefinition.publicPage?.(editing) : undefined} drafts revisions={{ noun: "product" }}>
      {hydrated ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Product form sections" className="flex-wrap">
            {tabs.map(({ id, title }) => (
              <TabsTrigger key={id} value={id} className={failing.has(id) ? "text-red-700 dark:text-red-400" : undefined}>
                {title}
                {failing.has(id) ? (
                  <>
                    <span aria-hidden="true" className="ml-1.5 inline-block size-2 rounded-full bg-red-600" />
                    <span className="sr-only"> (has errors)</span>
                  </>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((section) => (
            <TabsContent key={section.id} value={section.id}>
              {panel(section)}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        tabs.map((section) => (
          <section key={section.id} aria-labelledby={`product-section-${section.id}`} className="grid gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <h3 id={`product-section-${section.id}`} className="font-semibold">
              {section.title}
              {failing.has(section.id) ? <span className="ml-2 text-sm font-normal text-red-700 dark:text-red-400">(has errors)</span> : null}
            </h3>
            {panel(section)}
          </section>
        ))
      )}
    </EditorForm>
  );
}
