import type { Locator } from "@playwright/test";
import { expect } from "./admin-session";

/** Types into a type-to-filter combobox and picks the option with that exact name from what the server offers. */
export async function chooseOption(scope: Locator, label: string, typed: string, option = typed): Promise<void> {
  const box = scope.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  const choice = scope.getByRole("listbox", { name: label, exact: true }).getByRole("option", { name: option });
  await expect(choice.first()).toBeVisible();
  await choice.first().click();
  await expect(box).toHaveValue(option);
}
