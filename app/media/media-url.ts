/** The site path of a stored file; what content rows store as a media reference. */
export const mediaUrl = (key: string) => `/media/${key}`;
