import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";

type InputType = Parameters<typeof getInputProps>[1]["type"];

// Our field components write their own aria attributes (with the hint), from `id` and `error`.
const own = { ariaAttributes: false } as const;

/** A Conform field's first error: the spec shows one message per field. */
export const errorOf = (meta: { errors?: string[] }) => meta.errors?.[0];

/** Conform's control props without `key`, which React takes apart from props (pass `meta.key` as the key). */
function withoutKey<Props extends { key?: string }>({ key: _key, ...props }: Props): Omit<Props, "key"> {
  return props;
}

/** Props of an InputField (or CountedInputField) for a Conform field: id, name, first value and error. */
export function inputProps(meta: FieldMetadata<unknown>, type: Exclude<InputType, "checkbox" | "radio"> = "text") {
  return { ...withoutKey(getInputProps(meta, { type, ...own })), error: errorOf(meta) };
}

export function checkboxProps(meta: FieldMetadata<unknown>) {
  return { ...withoutKey(getInputProps(meta, { type: "checkbox", ...own })), error: errorOf(meta) };
}

export function textareaProps(meta: FieldMetadata<unknown>) {
  return { ...withoutKey(getTextareaProps(meta, own)), error: errorOf(meta) };
}

export function selectProps(meta: FieldMetadata<unknown>) {
  const { defaultValue, ...props } = withoutKey(getSelectProps(meta, own));
  return { ...props, defaultValue: typeof defaultValue === "string" ? defaultValue : "", error: errorOf(meta) };
}
