import { Icon } from "~/components/icons/icon";
import { lazy, type MouseEvent, Suspense, useState } from "react";
import { CompareToggle } from "~/components/compare/compare-tray";
import { Button } from "~/components/ui/button";
import { datasheetHref } from "~/datasheet/href";
import { CatalogueLink } from "./catalogue-link";
import { ShareButton } from "./share-button";

// The form, its validation and the dialog primitives load the first time a visitor opens the dialog.
const EnquiryDialog = lazy(() =>
  import("./enquiry-dialog").then((module) => ({
    default: module.EnquiryDialog,
  })),
);

type ProductActionsProps = {
  productId: number;
  productName: string;
  shareText: string;
  catalogUrl: string | null;
  videoUrl: string | null;
};

/**
 * Enquiry (a dialog; without JavaScript the link leads to the form on the page), Download Catalog
 * and Watch Video only when there is a file or link (each in a new tab; a missing catalogue shows a
 * toast), Download datasheet (always: the PDF the server makes from the product), Share and Compare.
 */
export function ProductActions({
  productId,
  productName,
  shareText,
  catalogUrl,
  videoUrl,
}: ProductActionsProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const openDialog = (event: MouseEvent) => {
    event.preventDefault();
    setOpened(true);
    setOpen(true);
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg">
        <a href="?enquiry#enquiry" onClick={openDialog} aria-haspopup="dialog">
          <Icon name="message-square" />
          Enquiry
        </a>
      </Button>
      {catalogUrl ? <CatalogueLink href={catalogUrl} /> : null}
      {/* Made by the server from the product's data; a plain download link, also without JavaScript. */}
      <Button asChild variant="outline" size="lg">
        <a href={datasheetHref(productId)} download>
          <Icon name="download" />
          Download datasheet
        </a>
      </Button>
      {videoUrl ? (
        <Button asChild variant="outline" size="lg">
          <a href={videoUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="circle-play" />
            Watch Video
          </a>
        </Button>
      ) : null}
      <ShareButton title={productName} text={shareText} />
      <CompareToggle id={productId} name={productName} className="compare-on-page" />
      {opened ? (
        <Suspense fallback={null}>
          <EnquiryDialog
            productId={productId}
            productName={productName}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
