import { type AuditTarget, targetLabel } from "~/audit/actions";
import { listed } from "~/components/admin/wording";

export { listed };

/**
 * Browser-safe: a record that uses a stored file, as the usage check finds it (decision 040). `via`
 * says how: its saved content, its pending draft (decision 035), the record waiting in the trash
 * (decision 037) or one of its kept revisions (decision 038).
 */
export type MediaUse = "saved" | "draft" | "trash" | "revision";

export type MediaUser = {
  /** The file's site path (`/media/<key>`). */
  url: string;
  type: AuditTarget;
  id: number;
  name: string;
  via: MediaUse;
  /** The record's edit form in the admin panel. */
  edit: string;
};

/** `product "Box PC 100"`, `the pending draft of news "Trade fair"`, `popup "Sale" in the trash`. */
export function describeUser(user: Pick<MediaUser, "type" | "name" | "via">): string {
  const record = `${targetLabel(user.type).toLowerCase()} "${user.name}"`;
  switch (user.via) {
    case "draft":
      return `the pending draft of ${record}`;
    case "trash":
      return `${record} in the trash`;
    case "revision":
      return `an earlier revision of ${record}`;
    default:
      return record;
  }
}

/** `product "A", news "B" and the pending draft of popup "C"`. */
export function describeUsers(users: ReadonlyArray<Pick<MediaUser, "type" | "name" | "via">>): string {
  return listed(users.map(describeUser));
}

/**
 * What to do about a file that cannot be deleted while these use it: edit what shows it; or, when
 * only a trashed item or kept revisions hold it, wait (they keep it so a restore brings it back).
 */
export function whenDeletable(users: ReadonlyArray<Pick<MediaUser, "via">>): string {
  if (users.some((user) => user.via === "saved" || user.via === "draft")) return "Remove it there and save first.";
  if (users.some((user) => user.via === "trash")) return "It is deleted when that item leaves the trash for good.";
  return "It is kept while that revision is, since restoring it would show the file again.";
}

