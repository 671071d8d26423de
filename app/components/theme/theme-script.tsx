/**
 * For "system" only: adds the dark class from the operating system's setting before the body is
 * painted, so a dark-system visitor never sees a light flash. Light and dark are rendered by the server.
 */
const script = `try{if(window.matchMedia("(prefers-color-scheme: dark)").matches)document.documentElement.classList.add("dark")}catch(e){}`;

export function SystemThemeScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
