import { z } from "zod";
import { PASSWORD_LENGTH } from "./password-length";

/** Browser-safe forms of the Account page, checked in the browser and again in the action. */

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";

export const startTwoFactorInput = z.object({
  password: z.string({ required_error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(PASSWORD_LENGTH.max, "The current password is not correct."),
});

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ required_error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(PASSWORD_LENGTH.max, "The current password is not correct."),
    newPassword: z
      .string({ required_error: "New password is required" })
      .min(1, "New password is required")
      .min(PASSWORD_LENGTH.min, `The password must be at least ${PASSWORD_LENGTH.min} characters.`)
      .max(PASSWORD_LENGTH.max, `The password must be at most ${PASSWORD_LENGTH.max} characters.`),
    confirm: z.string({ required_error: "Repeat the new password" }).min(1, "Repeat the new password"),
  })
  .refine((value) => value.newPassword === value.confirm, { path: ["confirm"], message: "The two new passwords differ." })
  .refine((value) => value.newPassword !== value.currentPassword, { path: ["newPassword"], message: "The new password must differ from the current one." });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
