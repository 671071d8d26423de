/** Joins class names, skipping empty ones, so variants can be switched on with `cond && "class"`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
