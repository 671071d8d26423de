import { dynamicIconImports } from "lucide-react/dynamic";
import type { IconNode } from "~/components/catalogue/benefit-icon";

type IconModule = { __iconData?: { node?: unknown } };

/**
 * Benefits name a lucide icon ("cable", "timer-reset"). Looking the drawing up here sends a few
 * hundred bytes per icon to the page instead of the whole icon set; unknown names get no icon.
 */
export async function benefitIconNodes(names: Array<string | undefined>): Promise<Array<IconNode | null>> {
  return Promise.all(
    names.map(async (name) => {
      const key = name?.trim().toLowerCase();
      // Own names only: "__proto__" or "constructor" would otherwise find Object's members.
      const load = key && Object.hasOwn(dynamicIconImports, key) ? (dynamicIconImports as Record<string, unknown>)[key] : undefined;
      if (typeof load !== "function") return null;
      const node = ((await load()) as IconModule).__iconData?.node;
      return Array.isArray(node) ? (node as IconNode) : null;
    }),
  );
}
