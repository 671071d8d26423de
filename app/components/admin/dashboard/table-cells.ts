/** The padding and alignment of the dashboard's tables, drawn in React or as server markup alike. */
export const cell = "px-3 py-2 align-top";
export const head = "px-3 py-2 text-left font-semibold";
