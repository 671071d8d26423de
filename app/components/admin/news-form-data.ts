import type { NewsInput } from "~/content/news/schema";
import { decodeNestedForm, type FormTree, listItems, textOf } from "./nested-form-data";

/** What the news form shows: a stored article, what was just posted, or nothing yet. */
export type NewsFormValues = {
  title: string;
  place: string;
  date: string;
  images: string[];
  content: Array<{ heading: string; para: string }>;
};

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function toNewsFormValues(source: unknown): NewsFormValues {
  const s = (source ?? {}) as Record<string, unknown>;
  const images = Array.isArray(s.images) ? s.images.map(text) : [];
  const content = Array.isArray(s.content)
    ? s.content.filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
    : [];
  return {
    title: text(s.title),
    place: text(s.place),
    date: text(s.date),
    images,
    content: content.map((section) => ({ heading: text(section.heading), para: text(section.para) })),
  };
}

/** The news form's fields as the news schema expects them; used in the browser and in the action. */
export function decodeNewsForm(form: FormData): NewsInput {
  const raw = decodeNestedForm(form);
  // `_js` is posted once the list editors run; without it a cleared row means "remove".
  const options = { dropBlank: raw._js === undefined };
  return {
    title: textOf(raw.title),
    place: textOf(raw.place),
    date: textOf(raw.date),
    images: listItems(raw.images, options).map(textOf),
    content: listItems(raw.content, options)
      .filter((item): item is FormTree => typeof item === "object")
      .map((section) => ({ heading: textOf(section.heading), para: textOf(section.para) })),
  };
}
