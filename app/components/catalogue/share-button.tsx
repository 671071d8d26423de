import { Icon } from "~/components/icons/icon";
import { notify } from "~/components/ui/notify";
import { Button } from "~/components/ui/button";

export const shareTexts = {
  copied: "Product link copied to clipboard!",
  copyFailed: "Failed to copy link",
} as const;

/** The device's share sheet when there is one; otherwise, or when sharing fails, the link is copied. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError")
          return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      void notify("success", shareTexts.copied);
    } catch {
      void notify("error", shareTexts.copyFailed);
    }
  };
  return (
    <Button variant="outline" size="lg" onClick={() => void share()}>
      <Icon name="share-2" />
      Share
    </Button>
  );
}
