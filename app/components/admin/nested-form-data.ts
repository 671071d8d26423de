export type FormTree = { [key: string]: string | FormTree };

/**
 * Turns bracketed field names ("benefits[0][name]") into nested objects, so forms with list
 * editors post as plain HTML. Objects have no prototype, so no field name can reach one.
 */
export function decodeNestedForm(form: FormData): FormTree {
  const root: FormTree = Object.create(null);
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const path = pathOf(key);
    if (!path) continue;
    let node = root;
    for (const [depth, segment] of path.entries()) {
      if (depth === path.length - 1) {
        node[segment] = value;
        break;
      }
      const next = node[segment];
      if (typeof next === "object") node = next;
      else node = node[segment] = Object.create(null) as FormTree;
    }
  }
  return root;
}

function pathOf(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [match[1], ...rest];
}

/**
 * The items of a list field in their posted order. With `dropBlank` (a form posted without
 * JavaScript, whose only way to remove an item is to clear it) blank items are left out;
 * otherwise a blank row the admin added is kept, so it gets its "... is required" message.
 */
export function listItems(node: string | FormTree | undefined, { dropBlank }: { dropBlank: boolean }): Array<string | FormTree> {
  if (node === undefined || typeof node === "string") return [];
  const items = Object.keys(node)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => node[key]);
  return dropBlank ? items.filter((item) => !isBlank(item)) : items;
}

export function isBlank(node: string | FormTree): boolean {
  return typeof node === "string" ? node.trim() === "" : Object.values(node).every(isBlank);
}

export const textOf = (node: string | FormTree | undefined): string => (typeof node === "string" ? node : "");
