import { PRODUCT_LIMITS } from "~/content/product/schema";
import { InputField } from "~/components/ui/fields";
import { ListEditor } from "../list-editor";
import type { ProductFormValues } from "./form-values";

type Props = { values: ProductFormValues; errors: Record<string, string | undefined> };

export function FeaturesFields({ values, errors }: Props) {
  return (
    <div className="grid gap-4">
      <ListEditor
        legend="Features"
        name="features"
        noun="feature"
        addLabel="Add feature"
        initial={values.features}
        blank=""
        error={errors.features}
        renderItem={({ prefix, index, value }) => (
          <InputField label={`Feature ${index + 1}`} name={prefix} defaultValue={value} error={errors[`features.${index}`]} />
        )}
      />
      <ListEditor
        legend="Product benefits"
        name="product_benefits"
        noun="benefit"
        addLabel="Add benefit"
        initial={values.product_benefits}
        blank={{ name: "", icon: "" }}
        max={PRODUCT_LIMITS.benefits}
        hint={`Up to ${PRODUCT_LIMITS.benefits} benefits. The icon is a lucide icon name, e.g. shield-check.`}
        error={errors.product_benefits}
        renderItem={({ prefix, index, value }) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              label={`Benefit ${index + 1} name`}
              name={`${prefix}[name]`}
              defaultValue={value.name}
              error={errors[`product_benefits.${index}.name`]}
            />
            <InputField
              label={`Benefit ${index + 1} icon`}
              name={`${prefix}[icon]`}
              defaultValue={value.icon}
              error={errors[`product_benefits.${index}.icon`]}
            />
          </div>
        )}
      />
    </div>
  );
}
