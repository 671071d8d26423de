import { useState } from "react";
import { type ComboOption, Combobox } from "../combobox";

export const PRODUCT_OPTIONS_SOURCE = "/api/admin/product-options";

type SuccessorFieldProps = { name: string; chosen: ComboOption | null; fallback: ComboOption[]; productId?: number; error?: string };

/**
 * The product that replaces this one: a type-to-filter product picker (by name or model number)
 * that leaves the product itself out; without JavaScript a native select of the first products
 * (the server leaves the product out of those too).
 */
export function SuccessorField({ name, chosen, fallback, productId, error }: SuccessorFieldProps) {
  const [value, setValue] = useState(chosen);
  return (
    <Combobox
      label="Successor"
      name={name}
      source={productId ? `${PRODUCT_OPTIONS_SOURCE}?except=${productId}` : PRODUCT_OPTIONS_SOURCE}
      placeholder="No successor"
      value={value}
      onChange={setValue}
      fallback={fallback}
      error={error}
    />
  );
}
