/** The spec's close delay: the menu stays open this long after the pointer leaves; re-entering cancels. */
export const MENU_CLOSE_DELAY_MS = 500;
