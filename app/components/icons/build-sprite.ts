import { ICON_NAMES } from "./icon-names";

type IconData = { node: Array<[string, Record<string, string | number>]> };

const escapeAttribute = (value: string | number) =>
  String(value)
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;");

/**
 * The sprite's text: one <symbol> per icon, drawn with lucide's own shapes. The stroke style sits
 * on a group inside each symbol, so a page's <svg><use/></svg> needs no attributes of its own.
 * Build-time only (`npm run icons` and its test): pages load the written file, never this module.
 */
export async function buildSprite(
  names: readonly string[] = ICON_NAMES,
): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const { __iconData } = (await import(`lucide-react/icons/${name}`)) as {
        __iconData: IconData;
      };
      const shapes = __iconData.node
        .map(([tag, { key: _key, ...attributes }]) => {
          const text = Object.entries(attributes)
            .map(
              ([attribute, value]) =>
                ` ${attribute}="${escapeAttribute(value)}"`,
            )
            .join("");
          return `<${tag}${text}/>`;
        })
        .join("");
      return `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g></symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
