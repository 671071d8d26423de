import { PRODUCT_LIMITS } from "~/content/product/schema";
import { InputField } from "~/components/ui/fields";
import { ImageField } from "../image-field";
import { ListEditor } from "../list-editor";
import { UploadField } from "../upload-field";
import type { ProductFormValues } from "./form-values";

type Props = { values: ProductFormValues; errors: Record<string, string | undefined> };

export function MediaFields({ values, errors }: Props) {
  return (
    <div className="grid gap-4">
      <ImageField name="main_image" label="Main image" defaultValue={values.main_image} error={errors.main_image} hint="Recommended size 800x600 px." />
      <ListEditor
        legend="Product images"
        name="product_images"
        noun="product image"
        addLabel="Add product image"
        initial={values.product_images}
        blank=""
        max={PRODUCT_LIMITS.productImages}
        hint={`Up to ${PRODUCT_LIMITS.productImages} images.`}
        error={errors.product_images}
        renderItem={({ prefix, index, value }) => (
          <ImageField name={prefix} label={`Product image ${index + 1}`} defaultValue={value} error={errors[`product_images.${index}`]} />
        )}
      />
      <UploadField
        kind="catalogue"
        label="Catalogue file"
        name="catalog_file"
        defaultValue={values.catalog_file}
        error={errors.catalog_file}
        hint="PDF, DOC or DOCX, at most 10 MB."
      />
      <InputField
        label="YouTube link"
        name="youtube_link"
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        defaultValue={values.youtube_link}
        error={errors.youtube_link}
      />
    </div>
  );
}
