import type { FormMetadata } from "@conform-to/react";
import type { ComponentProps } from "react";
import { Form } from "react-router";

type SchemaFormProps = Omit<ComponentProps<typeof Form>, "id" | "onSubmit" | "noValidate"> & { form: FormMetadata<any> };

/**
 * A form posted to its route's action (so it works without JavaScript) and checked first in the
 * browser by its Conform form (useSchemaForm), which also gives it its id.
 */
export function SchemaForm({ form, method = "post", ...props }: SchemaFormProps) {
  return <Form method={method} id={form.id} noValidate onSubmit={form.onSubmit} {...props} />;
}
