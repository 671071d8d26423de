import type { AppLoadContext } from "react-router";
import { productHref } from "~/components/navigation/menu-tree";
import { createEnquiry, setEnquiryMailStatus } from "~/content/enquiry/repository.server";
import { enquiryFromForm } from "~/content/enquiry/schema";
import { enquiryMail } from "~/mail/enquiry-mail";
import type { AppServices } from "~/services/services.server";
import { guardSubmission } from "~/spam/guard.server";
import { siteOrigin } from "~/seo/site-origin";
import { type EnquiryResult, enquiryTexts, readEnquiryValues, validateEnquiry } from "./enquiry-fields";
import { productFromParam } from "./product-param.server";

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
 * Validates with the shared schema, applies the spam guard, stores the enquiry, then e-mails
 * sales when SMTP is configured and records how that went. The enquiry is stored before any
 * mail is attempted, so a mail failure never loses it.
 */
export async function submitEnquiry(
  services: Pick<AppServices, "db" | "env" | "logger" | "mailer">,
  request: EnquiryRequest,
): Promise<EnquiryOutcome> {
  const { db, env, logger, mailer } = services;
  const values = readEnquiryValues(request.formData);
  const validation = validateEnquiry(values);
  if (!validation.ok) return { result: { status: "invalid", values, errors: validation.errors }, status: 400 };

  const verdict = await guardSubmission(db, { form: "enquiry", formData: request.formData, clientIp: request.clientIp });
  if (!verdict.ok) {
    logger.warn({ reason: verdict.reason, ip: request.clientIp }, "enquiry refused by the spam guard");
    if (verdict.reason === "honeypot") {
      return { result: { status: "refused", values, message: enquiryTexts.errorDescription }, status: 400 };
    }
    return {
      result: { status: "refused", values, message: verdict.message },
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    };
  }

  let enquiry;
  try {
    enquiry = await createEnquiry(
      db,
      enquiryFromForm(validation.data, {
        product_id: request.product.id,
        product_name: request.product.name,
        ip_address: request.clientIp,
        user_agent: request.userAgent,
      }),
    );
  } catch (error) {
    logger.error({ err: error }, "enquiry could not be stored");
    return { result: { status: "error", values, message: enquiryTexts.errorDescription }, status: 500 };
  }

  const mailStatus = await mailer.sendMail(enquiryMail(enquiry, { to: env.SALES_EMAIL, productUrl: request.productUrl }));
  await setEnquiryMailStatus(db, enquiry.id, mailStatus).catch((error: unknown) =>
    logger.error({ err: error, enquiryId: enquiry.id }, "could not record the enquiry's mail status"),
  );
  return { result: { status: "sent" }, status: 200 };
}

/** An enquiry POST for the product named in the URL; null when there is no such product. */
export async function enquiryFromRequest(request: Request, productId: string | undefined, context: AppLoadContext) {
  const { services, clientIp } = context;
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
