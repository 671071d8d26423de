import { UploadField } from "./upload-field";

type ImageFieldProps = { name: string; label: string; defaultValue?: string | null; error?: string; hint?: string };

/** An image: uploaded here (checked, re-encoded, stored) or given as a URL / media file name. */
export function ImageField(props: ImageFieldProps) {
  return <UploadField kind="image" {...props} />;
}
