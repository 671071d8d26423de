/** Popups closed or followed in this tab's session; sessionStorage ends with the tab. */
const KEY = "dismissed-popups";

export function readDismissedPopups(): number[] {
  try {
    const value: unknown = JSON.parse(
      window.sessionStorage.getItem(KEY) ?? "[]",
    );
    return Array.isArray(value)
      ? value.filter((id): id is number => typeof id === "number")
      : [];
  } catch {
    return [];
  }
}

export function dismissPopup(id: number): void {
  try {
    const ids = new Set(readDismissedPopups());
    ids.add(id);
    window.sessionStorage.setItem(KEY, JSON.stringify([...ids]));
  } catch {
    // Storage can be blocked; the popup then simply may show again on the next page.
  }
}
