import { productInput } from "~/content/product/schema";
import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { CheckboxField, InputField, TextAreaField } from "~/components/ui/fields";
import type { ProductFormValues } from "./form-values";
import { type TaxonomyChoices, TaxonomySelects } from "./taxonomy-selects";

type Props = { values: ProductFormValues; errors: Record<string, string | undefined>; taxonomy: TaxonomyChoices };

export function BasicInfoFields({ values, errors, taxonomy }: Props) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <CountedInputField label="Name" name="name" max={maxLengthOf(productInput.shape.name)} marked required defaultValue={values.name} error={errors.name} />
        <InputField label="Model number" name="model_number" defaultValue={values.model_number} error={errors.model_number} />
      </div>
      <TextAreaField label="Description" name="description" rows={5} defaultValue={values.description} error={errors.description} />
      <InputField label="Industry" name="industry" defaultValue={values.industry} error={errors.industry} />
      <div className="grid gap-4 md:grid-cols-3">
        <TaxonomySelects options={taxonomy} errors={errors} />
      </div>
      <CheckboxField label="Featured product" name="featured" defaultChecked={values.featured} hint="Featured products appear on the home page." error={errors.featured} />
    </div>
  );
}
