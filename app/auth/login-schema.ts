import { z } from "zod";

/** The sign-in form, checked in the browser and again in the route action. */
export const loginInput = z.object({
  email: z
    .string({ required_error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .email("Please enter a valid email address")
    .max(254),
  // Passwords are taken exactly as typed; no trimming.
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(256),
  redirectTo: z.string().optional(),
});

export type LoginInput = z.infer<typeof loginInput>;
