import { z, type ZodRawShape } from "zod";
import type { ItemControl } from "./definition";
import { textUpTo } from "./fields";

/**
 * Browser-safe: the content sections of news and solutions (admin spec, point 5): a heading and a
 * paragraph, of which one is needed, plus what the type adds (a solution's image); at most `max`.
 */
export function contentSections<Extra extends ZodRawShape>(extra: Extra, max: number, tooMany: string) {
  const section = z
    .object({ heading: textUpTo(200), para: textUpTo(10_000, true), ...extra })
    .refine((value) => value.heading || value.para, { message: "Each content section needs a heading or a paragraph", path: ["heading"] });
  return z.array(section).max(max, tooMany).default([]);
}

/** How a section's heading and paragraph show in a list editor: "Section 2 heading". */
export const sectionControls = {
  heading: { label: (n) => `Section ${n} heading` },
  para: { label: (n) => `Section ${n} paragraph`, control: { kind: "textarea" } },
} satisfies Record<string, ItemControl>;
