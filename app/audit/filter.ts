import { z } from "zod";
import { isAuditAction, isAuditTarget } from "./actions";

/** Browser-safe: the audit screen's filters, read from the query string (bad values are dropped, not refused). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

export const auditFilter = z.object({
  /** The acting user's id. */
  user: optionalText(100),
  action: z.string().optional().catch(undefined).transform((value) => (isAuditAction(value) ? value : undefined)),
  target: z.string().optional().catch(undefined).transform((value) => (isAuditTarget(value) ? value : undefined)),
  /** One record of the target type. */
  targetId: optionalText(100),
  /** First and last day shown, inclusive, in UTC. */
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type AuditFilter = z.output<typeof auditFilter>;

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  return auditFilter.parse(Object.fromEntries(params));
}

export const AUDIT_PAGE_SIZE = 50;

/** True when any filter narrows the log (the empty list then says so). */
export const isFiltered = (filter: AuditFilter) => Boolean(filter.user || filter.action || filter.target || filter.targetId || filter.from || filter.to);
