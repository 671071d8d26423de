import type { Attribute } from "~/content/attribute/definition";
import { nameKey } from "~/content/shared/unique-name.server";

/**
 * A product's typed attributes by name, as files name them (decision 039). A category's attribute and
 * one of its types' may share a name (decision 031 keeps names apart only within one scope); then
 * each is named with its scope, "Operating temperature [category]" and "... [type]".
 */

type Scoped = Pick<Attribute, "id" | "name" | "category_id" | "type_id" | "sort_order">;

/** The attributes of a category and a type, in the order the product form and page show them (attributesFor). */
export function applicableAttributes<A extends Scoped>(all: readonly A[], categoryId: number | null, typeId: number | null): A[] {
  const category = all.filter((attribute) => categoryId !== null && attribute.category_id === categoryId);
  const type = all.filter((attribute) => typeId !== null && attribute.type_id === typeId);
  const order = (a: A, b: A) => a.sort_order - b.sort_order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;
  return [...category.sort(order), ...type.sort(order)];
}

/** Each applicable attribute's name in a file: its name, qualified by scope where two share it. */
export function attributeLabels<A extends Scoped>(applicable: readonly A[]): Map<number, string> {
  const counts = new Map<string, number>();
  for (const attribute of applicable) counts.set(nameKey(attribute.name), (counts.get(nameKey(attribute.name)) ?? 0) + 1);
  return new Map(
    applicable.map((attribute) => [attribute.id, (counts.get(nameKey(attribute.name)) ?? 0) > 1 ? `${attribute.name} [${attribute.category_id !== null ? "category" : "type"}]` : attribute.name]),
  );
}

/** The attribute a file's name stands for among the applicable ones, or why none. */
export function findAttribute<A extends Scoped>(applicable: readonly A[], name: string): { attribute: A } | { error: string } {
  const labels = attributeLabels(applicable);
  const wanted = nameKey(name);
  const byLabel = applicable.find((attribute) => nameKey(labels.get(attribute.id)!) === wanted);
  if (byLabel) return { attribute: byLabel };
  const byName = applicable.filter((attribute) => nameKey(attribute.name) === wanted);
  if (byName.length > 1) return { error: `"${name}" is both a category and a type attribute of this product: write "${byName[0].name} [category]" or "${byName[0].name} [type]"` };
  return { error: `"${name}" is not an attribute of this product's category or type` };
}
