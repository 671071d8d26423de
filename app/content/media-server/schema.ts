import { z } from "zod";
import { checkbox, isHttpUrl, requiredText, TEXT_LIMITS } from "../shared/fields";

export const mediaServerInput = z.object({
  api_url: requiredText("API URL is required", TEXT_LIMITS.url).refine(isHttpUrl, "Please enter a valid URL"),
  active_or_no: checkbox.default(true),
  order_of_precedence: z.coerce
    .number({ invalid_type_error: "Order of precedence must be a whole number" })
    .int("Order of precedence must be a whole number")
    .default(0),
});

export type MediaServerInput = z.input<typeof mediaServerInput>;

export type MediaServer = {
  id: number;
  api_url: string;
  active_or_no: boolean;
  order_of_precedence: number;
  created_at: string;
};
