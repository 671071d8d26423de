import { data } from "react-router";
import { createEnquiry, setEnquiryMailStatus } from "~/content/enquiry/repository.server";
import { enquiryFromForm } from "~/content/enquiry/schema";
import { enquiryMail } from "~/mail/enquiry-mail";
import type { AppServices } from "~/services/services.server";
import { guardSubmission } from "~/spam/guard.server";
import { type EnquiryResult, enquiryTexts, readEnquiryValues, validateEnquiry } from "./enquiry-fields";

type EnquiryRequest = {
  product: { id: number; name: string };
  formData: FormData;
  clientIp: string | null;
  userAgent: string | null;
  productUrl: string;
};

/**
 * Validates with the shared schema, applies the spam guard, stores the enquiry, then e-mails
 * sales when SMTP is configured and records how that went. The enquiry is stored before any
 * mail is attempted, so a mail failure never loses it.
 */
export async function submitEnquiry(services: Pick<AppServices, "db" | "env" | "logger" | "mailer">, request: EnquiryRequest) {
  const { db, env, logger, mailer } = services;
  const values = readEnquiryValues(request.formData);
  const validation = validateEnquiry(values);
  if (!validation.ok) return data<EnquiryResult>({ status: "invalid", values, errors: validation.errors }, { status: 400 });

  const verdict = await guardSubmission(db, { form: "enquiry", formData: request.formData, clientIp: request.clientIp });
  if (!verdict.ok) {
    logger.warn({ reason: verdict.reason, ip: request.clientIp }, "enquiry refused by the spam guard");
    const refused = verdict.reason === "rate_limited"
      ? { message: verdict.message, status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } }
      : { message: enquiryTexts.errorDescription, status: 400, headers: undefined };
    return data<EnquiryResult>({ status: "refused", values, message: refused.message }, { status: refused.status, headers: refused.headers });
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
    return data<EnquiryResult>({ status: "error", values, message: enquiryTexts.errorDescription }, { status: 500 });
  }

  const mailStatus = await mailer.sendMail(enquiryMail(enquiry, { to: env.SALES_EMAIL, productUrl: request.productUrl }));
  await setEnquiryMailStatus(db, enquiry.id, mailStatus).catch((error: unknown) =>
    logger.error({ err: error, enquiryId: enquiry.id }, "could not record the enquiry's mail status"),
  );
  return data<EnquiryResult>({ status: "sent" });
}
