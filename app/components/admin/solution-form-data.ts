import type { SolutionInput } from "~/content/solution/schema";
import { decodeNestedForm, type FormTree, listItems, textOf } from "./nested-form-data";

type Section = { heading: string; para: string; image: string };
type Application = { name: string; para: string; image: string };

/** What the solution form shows: a stored solution, what was just posted, or nothing yet. */
export type SolutionFormValues = {
  title: string;
  date: string;
  content: Section[];
  highlights: string[];
  specifications: string[];
  applications: Application[];
};

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);
const objects = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === "object") : [];

export function toSolutionFormValues(source: unknown): SolutionFormValues {
  const s = (source ?? {}) as Record<string, unknown>;
  return {
    title: text(s.title),
    date: text(s.date),
    content: objects(s.content).map((c) => ({ heading: text(c.heading), para: text(c.para), image: text(c.image) })),
    highlights: texts(s.highlights),
    specifications: texts(s.specifications),
    applications: objects(s.applications).map((a) => ({ name: text(a.name), para: text(a.para), image: text(a.image) })),
  };
}

/** The solution form's fields as the solution schema expects them; used in the browser and in the action. */
export function decodeSolutionForm(form: FormData): SolutionInput {
  const raw = decodeNestedForm(form);
  // `_js` is posted once the list editors run; without it a cleared row means "remove".
  const options = { dropBlank: raw._js === undefined };
  const texts = (name: string) => listItems(raw[name], options).map(textOf);
  const objects = (name: string) => listItems(raw[name], options).filter((item): item is FormTree => typeof item === "object");
  return {
    title: textOf(raw.title),
    date: textOf(raw.date),
    content: objects("content").map((c) => ({ heading: textOf(c.heading), para: textOf(c.para), image: textOf(c.image) })),
    highlights: texts("highlights"),
    specifications: texts("specifications"),
    applications: objects("applications").map((a) => ({ name: textOf(a.name), para: textOf(a.para), image: textOf(a.image) })),
  };
}
