/** The alt text field's hint, in the library and in a form's image field. */
export const ALT_TEXT_HINT = "Say what the image shows, for people who cannot see it (“Panel PC mounted on a packing machine”). Required before the image goes on the site.";
