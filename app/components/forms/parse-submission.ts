import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import { formPayload } from "./form-payload";

/**
 * A form post checked with its Zod schema, as Conform reads it (nested names, lists). Our schemas
 * take the posted text as it is (an empty box is "", not missing), so Conform's own coercion stays off:
 * a required field left empty gets its own message, never a default.
 */
export function parseSubmission<Schema extends ZodTypeAny>(form: FormData, schema: Schema) {
  return parseWithZod(formPayload(form), { schema, disableAutoCoercion: true });
}
