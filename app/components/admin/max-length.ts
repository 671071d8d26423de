import { z } from "zod";

/**
 * The smallest character limit a field's Zod rule sets (through pipes, refinements and optional
 * wrappers), so a form's counter always shows the limit the server enforces; undefined when none.
 */
export function maxLengthOf(schema: z.ZodTypeAny): number | undefined {
  const limits: number[] = [];
  const visit = (node: z.ZodTypeAny | undefined): void => {
    if (!node) return;
    if (node instanceof z.ZodString) {
      for (const check of node._def.checks) if (check.kind === "max") limits.push(check.value);
    } else if (node instanceof z.ZodPipeline) {
      visit(node._def.in);
      visit(node._def.out);
    } else if (node instanceof z.ZodEffects) {
      visit(node._def.schema);
    } else if (node instanceof z.ZodOptional || node instanceof z.ZodNullable || node instanceof z.ZodDefault) {
      visit(node._def.innerType);
    }
  };
  visit(schema);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}
