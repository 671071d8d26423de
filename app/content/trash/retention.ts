/** Browser-safe: how long a deleted record waits in the trash before it is purged (decision 037). */
export const TRASH_DAYS = 30;
