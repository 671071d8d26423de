import { useId, useState } from "react";

/** Above this many characters the description is clamped to 5 lines with a Read More / Read Less toggle. */
export const DESCRIPTION_TOGGLE_LENGTH = 300;

export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > DESCRIPTION_TOGGLE_LENGTH;
  return (
    <div>
      <p
        id={id}
        className={`leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300 ${long && !expanded ? "line-clamp-5" : ""}`}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 text-sm font-medium text-accent hover:underline"
        >
          {expanded ? "Read Less" : "Read More"}
        </button>
      ) : null}
    </div>
  );
}
