import { productInput } from "~/content/product/definition";
import { getProduct } from "~/content/product/repository.server";
import type { RequestContext } from "~/request-context";
import { previewRecord } from "./record-preview.server";

/**
 * `?preview` on a product's address (decision 035), as previewRecord gives it: the product's field
 * rules stay on the server, as the page's code does not import them.
 */
export const previewProduct = (request: Request, context: RequestContext, id: number | null) =>
  previewRecord(request, context, "product", productInput, id, getProduct);
