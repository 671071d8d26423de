import { PRODUCT_LIMITS } from "~/content/product/schema";
import { InputField } from "~/components/ui/fields";
import { ImageField } from "../image-field";
import { ListEditor } from "../list-editor";
import type { ProductFormValues } from "./form-values";

type Props = { values: ProductFormValues; errors: Record<string, string | undefined> };

export function ApplicationFields({ values, errors }: Props) {
  return (
    <div className="grid gap-4">
      <ListEditor
        legend="Applications"
        name="applications"
        noun="application"
        addLabel="Add application"
        initial={values.applications}
        blank=""
        max={PRODUCT_LIMITS.applications}
        hint={`Up to ${PRODUCT_LIMITS.applications} applications.`}
        error={errors.applications}
        renderItem={({ prefix, index, value }) => (
          <InputField label={`Application ${index + 1}`} name={prefix} defaultValue={value} error={errors[`applications.${index}`]} />
        )}
      />
      <ListEditor
        legend="Application images"
        name="application_images"
        noun="application image"
        addLabel="Add application image"
        initial={values.application_images}
        blank=""
        max={PRODUCT_LIMITS.applicationImages}
        hint={`Up to ${PRODUCT_LIMITS.applicationImages} images.`}
        error={errors.application_images}
        renderItem={({ prefix, index, value }) => (
          <ImageField name={prefix} label={`Application image ${index + 1}`} defaultValue={value} error={errors[`application_images.${index}`]} />
        )}
      />
    </div>
  );
}
