/** Browser-safe: how the admin panel words counts and lists of names in its messages. */

/** "1 product", "3 products". */
export const counted = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/** "a", "a and b", "a, b and c". */
export function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
