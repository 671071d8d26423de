import { InputField } from "./fields";

type ImageFieldProps = { name: string; label: string; defaultValue?: string | null; error?: string; hint?: string };

/** An image reference: a file name on the media server or a full URL. */
export function ImageField({ name, label, defaultValue, error, hint }: ImageFieldProps) {
  return <InputField name={name} label={label} defaultValue={defaultValue ?? ""} error={error} hint={hint} />;
}
