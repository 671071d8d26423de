import type { Selectable } from "kysely";
import { z } from "zod";
import type { SolutionTable } from "~/db/schema";
import { mediaReference } from "../shared/fields";
import { parseJsonList } from "../shared/json-list";

/** Browser-safe: the solution limits (admin spec, point 9) and a solution as it is read. */
export const MAX_SOLUTION_SECTIONS = 4;
export const MAX_SOLUTION_APPLICATIONS = 4;

// Stored values are read leniently: a missing or odd field becomes empty instead of dropping the block.
const storedText = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));
const storedMedia = z
  .unknown()
  .transform((value) =>
    mediaReference.safeParse(value).success ? String(value).trim() : null,
  );

/** Stored sections are read leniently: a block is kept if it has any of heading, paragraph or image. */
const storedSection = z
  .object({ heading: storedText, para: storedText, image: storedMedia })
  .refine((section) => section.heading || section.para || section.image);

/** Older rows keep an application's text under `description` instead of `para`. */
const storedApplication = z
  .object({
    name: storedText,
    para: storedText,
    description: storedText,
    image: storedMedia,
  })
  .transform(({ name, para, description, image }) => ({
    name,
    para: para || description,
    image,
  }))
  .refine(
    (application) => application.name || application.para || application.image,
  );

export type SolutionSection = z.output<typeof storedSection>;
export type SolutionApplication = z.output<typeof storedApplication>;

type Lists = "content" | "highlights" | "specifications" | "applications";
export type Solution = Omit<Selectable<SolutionTable>, Lists> & {
  content: SolutionSection[];
  highlights: string[];
  specifications: string[];
  applications: SolutionApplication[];
};

type StoredSolution = Omit<Solution, Lists> & Record<Lists, unknown>;

/** An item of a stored highlights or specifications list. Made once: parseJsonList remembers texts it checked by schema. */
const listedText = z.string().trim().min(1);

/** Turns a row whose lists are JSON text (or already lists) into a solution; bad lists read as empty. */
export function solutionFromRow(row: StoredSolution): Solution {
  return {
    ...row,
    content: parseJsonList(row.content, storedSection),
    highlights: parseJsonList(row.highlights, listedText),
    specifications: parseJsonList(row.specifications, listedText),
    applications: parseJsonList(row.applications, storedApplication),
  };
}
