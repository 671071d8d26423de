/** Browser-safe. */

/** "3 × Name (MODEL): note", the line as the CSV export and the e-mail write it. */
export function lineText(line: { quantity: number; product_name: string; model_number: string | null; note: string }): string {
  const model = line.model_number ? ` (${line.model_number})` : "";
  return `${line.quantity} × ${line.product_name}${model}${line.note ? `: ${line.note}` : ""}`;
}
