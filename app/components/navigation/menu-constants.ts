/** The spec's close delay: the menu stays open this long after the pointer leaves; re-entering cancels. */
export const MENU_CLOSE_DELAY_MS = 500;

/** The spec's stored message for a failed navigation read; the cause goes to the server log, not to visitors. */
export const NAVIGATION_ERROR = "Failed to fetch navigation data";
