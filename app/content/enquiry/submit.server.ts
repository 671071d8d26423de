import { productHref } from "~/components/navigation/menu-tree";
import { createEnquiry } from "~/content/enquiry/repository.server";
import { enquiryForm, enquiryFromForm } from "~/content/enquiry/schema";
import { enquiryMail } from "~/mail/enquiry-mail";
import { storeWithMailCopy } from "~/mail/mail-copy.server";
import type { AppServices } from "~/services/services.server";
import { guardSubmission } from "~/spam/guard.server";
import { siteOrigin } from "~/seo/site-origin";
import { type EnquiryResult, enquiryTexts } from "~/components/catalogue/enquiry-fields";
import { parseSubmission } from "~/components/forms/parse-submission";
import { productFromParam } from "~/content/product/from-param.server";
import { requestFactsContext, servicesContext, type RequestContext } from "~/request-context";

type EnquiryRequest = {
  product: { id: number; name: string };
  formData: FormData;
  clientIp: string | null;
  userAgent: string | null;
  productUrl: string;
};

/** The answer to an enquiry POST; the page action and the JSON endpoint wrap it in their own response. */
export type EnquiryOutcome = { result: EnquiryResult; status: number; headers?: Record<string, string> };

/**
 * Validates with the shared schema, applies the spam guard, then stores the enquiry with its
 * e-mail to sales queued in the outbox when SMTP is configured. The visitor's answer never waits
 * on the mail server, and a mail server that is down loses nothing: the outbox retries.
 */
export async function submitEnquiry(
  services: Pick<AppServices, "db" | "env" | "logger" | "mailer" | "outbox">,
  request: EnquiryRequest,
): Promise<EnquiryOutcome> {
  const { db, env, logger } = services;
  const submission = parseSubmission(request.formData, enquiryForm);
  if (submission.status !== "success") return { result: { status: "invalid", result: submission.reply() }, status: 400 };
  const refused = (message: string) => ({ result: submission.reply({ formErrors: [message] }), message });

  const verdict = await guardSubmission(db, { form: "enquiry", formData: request.formData, clientIp: request.clientIp });
  if (!verdict.ok) {
    logger.warn({ reason: verdict.reason, ip: request.clientIp }, "enquiry refused by the spam guard");
    if (verdict.reason === "honeypot") {
      return { result: { status: "refused", ...refused(enquiryTexts.errorDescription) }, status: 400 };
    }
    return {
      result: { status: "refused", ...refused(verdict.message) },
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    };
  }

  const input = enquiryFromForm(submission.value, {
    product_id: request.product.id,
    product_name: request.product.name,
    ip_address: request.clientIp,
    user_agent: request.userAgent,
  });
  const store = (productId: number | null) =>
    storeWithMailCopy(
      services,
      "enquiries",
      (trx) => createEnquiry(trx, { ...input, product_id: productId }),
      (enquiry) => enquiryMail(enquiry, { to: env.SALES_EMAIL, productUrl: request.productUrl }),
    );
  try {
    // PostgreSQL abandons the whole transaction when the product is deleted in the meantime: the
    // enquiry is then stored once more without the link, keeping the product's name.
    await store(request.product.id).catch(() => store(null));
  } catch (error) {
    logger.error({ err: error }, "enquiry could not be stored");
    return { result: { status: "error", ...refused(enquiryTexts.errorDescription) }, status: 500 };
  }
  return { result: { status: "sent" }, status: 200 };
}

/** An enquiry POST for the product named in the URL; null when there is no such product. */
export async function enquiryFromRequest(request: Request, productId: string | undefined, context: RequestContext) {
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestFactsContext);
  const product = await productFromParam(services.db, productId);
  if (!product) return null;
  return submitEnquiry(services, {
    product,
    formData: await request.formData(),
    clientIp,
    userAgent: request.headers.get("user-agent"),
    productUrl: `${siteOrigin(request, services.env.PUBLIC_URL)}${productHref(product)}`,
  });
}
