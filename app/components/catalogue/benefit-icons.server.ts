import { dynamicIconImports } from "lucide-react/dynamic";
import type { IconNode } from "./benefit-icon";

type IconModule = { __iconData?: { node?: unknown } };

/**
 * Benefits name a lucide icon ("cable", "timer-reset"). Looking the drawing up here sends a few
 * hundred bytes per icon to the page instead of the whole icon set; unknown names get no icon.
 */
export async function benefitIconNodes(names: Array<string | undefined>): Promise<Array<IconNode | null>> {
  return Promise.all(
    names.map(async (name) => {
      const load = name ? (dynamicIconImports as Record<string, () => Promise<IconModule>>)[name.trim().toLowerCase()] : undefined;
      if (!load) return null;
      const node = (await load()).__iconData?.node;
      return Array.isArray(node) ? (node as IconNode) : null;
    }),
  );
}
