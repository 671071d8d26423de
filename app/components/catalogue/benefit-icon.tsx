import { createElement } from "react";

/** A lucide icon's drawing as data: [tag, attributes] pairs, looked up on the server by name. */
export type IconNode = Array<[string, Record<string, string | number>]>;

/** Draws an icon node the way lucide does (24-unit box, 2 px round strokes in the text colour). */
export function BenefitIcon({ node }: { node: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
    >
      {node.map(([tag, { key, ...attributes }], i) => createElement(tag, { key: String(key ?? i), ...attributes }))}
    </svg>
  );
}
