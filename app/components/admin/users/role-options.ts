import { ROLE_LABELS, ROLES } from "~/auth/roles";

/** The role select's options, with what each role may do, in the order of the most access first. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const ROLE_HINT = "Administrator: everything. Editor: content, media, drivers and the inbox. Support: the inbox and drivers.";
