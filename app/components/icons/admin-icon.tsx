import spriteUrl from "./admin-sprite.svg?url&no-inline";
import { spriteIcon } from "./icon";
import type { AdminIconName } from "./icon-names";

/** An icon of the admin panel's sprite (decision 027). */
export const AdminIcon = spriteIcon<AdminIconName>(spriteUrl);
