import { z } from "zod";
import { PASSWORD_LENGTH } from "./password-length";
import { ROLES } from "./roles";

/** Browser-safe forms of the Users screen and the invitation page, checked in both places. */

const roleField = z.enum(ROLES, { errorMap: () => ({ message: "Choose a role" }) });

export const inviteInput = z.object({
  email: z.string({ required_error: "Email is required" }).trim().min(1, "Email is required").max(254).email("Please enter a valid email address"),
  role: roleField,
});
export type InviteInput = z.infer<typeof inviteInput>;

export const accessInput = z.object({
  role: roleField,
  status: z.enum(["active", "disabled"], { errorMap: () => ({ message: "Choose a status" }) }),
});
export type AccessInput = z.infer<typeof accessInput>;

export const acceptInviteInput = z
  .object({
    name: z.string({ required_error: "Name is required" }).trim().min(1, "Name is required").max(100, "The name must be at most 100 characters.").regex(/^[^\p{Cc}]*$/u, "The name must be on one line."),
    password: z
      .string({ required_error: "Password is required" })
      .min(PASSWORD_LENGTH.min, `The password must be at least ${PASSWORD_LENGTH.min} characters.`)
      .max(PASSWORD_LENGTH.max, `The password must be at most ${PASSWORD_LENGTH.max} characters.`),
    confirm: z.string({ required_error: "Repeat the password" }).min(1, "Repeat the password"),
  })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The two passwords differ." });
export type AcceptInviteInput = z.infer<typeof acceptInviteInput>;
