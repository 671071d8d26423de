import { type SubmissionResult, useForm } from "@conform-to/react";
import { isLive } from "~/content/shared/publishing.server";
import { data, redirect, useActionData, useFetcher } from "react-router";
import { type ZodTypeAny, z } from "zod";
import type { Route } from "./+types/quote";
import { isCrossOriginRequest } from "~/auth/same-origin";
import { enquiryFields } from "~/components/catalogue/enquiry-fields";
import { EnquiryInputs, EnquirySent } from "~/components/catalogue/enquiry-inputs";
import { parseSubmission } from "~/components/forms/parse-submission";
import { productHref } from "~/components/navigation/menu-tree";
import { AppLink } from "~/components/ui/app-link";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/fields";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { enquiryForm } from "~/content/enquiry/schema";
import {
  hasLineErrors,
  type PostedLine,
  QUOTE_FULL,
  QUOTE_LINE_LIMIT,
  QUOTE_NOTE_LIMIT,
  QUOTE_QUANTITY_MAX,
  QUOTE_TOO_LONG,
  fitsCookie,
  quoteCookie,
  quoteLinesOf,
  readPostedLines,
  readQuoteList,
} from "~/content/quote/quote-list";
import { submitQuote } from "~/content/quote/submit.server";
import type { ImageSources } from "~/media/image-sources";
import { responsiveImages } from "~/media/responsive-images.server";
import { safeLocalPath } from "~/security/safe-redirect";
import { pageMeta, siteOf } from "~/seo/page-meta";
import { HoneypotField } from "~/spam/honeypot-field";
import { requestFactsContext, servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(siteOf(matches), {
    title: "Quote list",
    description: "The products you would like a quote for, with quantities and notes, and your contact details.",
    url: null,
  }),
  // One visitor's list: nothing for search engines to index.
  { name: "robots", content: "noindex" },
];

/** Every answer depends on the visitor's cookie: no cache may keep it (decision 034). */
const PRIVATE = { "Cache-Control": "private, no-store" };

/** What "Looking For" says until the visitor changes it. */
const LOOKING_FOR = "Quotation for the listed products";

type ProductInfo = { name: string; href: string; model_number: string | null; image: ImageSources | null };

/** /quote: the visitor's quote list from its cookie, the products as they are now, and what the last change did. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const list = readQuoteList(request.headers.get("Cookie"));
  const rows = list.length
    ? await db
        .selectFrom("products")
        .select(["id", "name", "slug", "model_number", "main_image"])
        .where(
          "id",
          "in",
          list.map((line) => line.id),
        )
        .where(isLive())
        .execute()
    : [];
  const images = await responsiveImages(
    db,
    rows.map((row) => row.main_image),
  );
  const products: Record<number, ProductInfo> = {};
  rows.forEach((row, i) => {
    products[row.id] = { name: row.name, href: productHref(row), model_number: row.model_number, image: images[i] };
  });
  const lines: PostedLine[] = list.map((line) => ({ id: line.id, name: products[line.id]?.name ?? null, quantity: String(line.quantity), note: line.note, errors: {} }));
  const refused = url.searchParams.get("refused");
  const added = products[Number(url.searchParams.get("added"))];
  const notice =
    refused === "full"
      ? list.length >= QUOTE_LINE_LIMIT
        ? QUOTE_FULL
        : QUOTE_TOO_LONG
      : refused === "missing"
        ? "This product no longer exists."
        : added
          ? `${added.name} was added to your quote list.`
          : null;
  return data(
    { lines, products, notice, sent: url.searchParams.get("sent") === "1" && list.length === 0, back: safeLocalPath(url.searchParams.get("back")) },
    { headers: PRIVATE },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** The contact part as typed, without messages: kept while the list changes. */
function typedContact(form: FormData): SubmissionResult<string[]> {
  const initialValue: Record<string, string> = {};
  for (const field of enquiryFields) {
    const value = form.get(field.name);
    if (typeof value === "string") initialValue[field.name] = value;
  }
  return { initialValue };
}

export type QuoteAnswer = { lines: PostedLine[]; result: SubmissionResult<string[]>; message?: string; notice?: string };

/**
 * The page's one form: "Update" saves every line's quantity and note, "Remove" takes one line out,
 * "Send" sends the list with the contact details as one enquiry. A change the server refuses comes
 * back with the lines and the contact details as entered; a sent list is cleared.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { env } = services;
  if (isCrossOriginRequest(request, env.PUBLIC_URL)) throw data("Cross-origin request refused", { status: 403 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const secure = new URL(request.url).protocol === "https:" || !!env.PUBLIC_URL?.startsWith("https://");
  const headers = (cookie?: string) => ({ ...PRIVATE, ...(cookie ? { "Set-Cookie": cookie } : {}) });

  if (intent === "send") {
    const { clientIp } = context.get(requestFactsContext);
    const outcome = await submitQuote(services, { formData: form, clientIp, userAgent: request.headers.get("user-agent") });
    if (outcome.status === "sent") return redirect("/quote?sent=1", { status: 303, headers: headers(quoteCookie([], secure)) });
    const status = outcome.status === "error" ? 500 : outcome.retryAfter ? 429 : 400;
    return data<QuoteAnswer>(
      { lines: outcome.lines, result: outcome.result, message: outcome.message },
      { status, headers: { ...headers(), ...(outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {}) } },
    );
  }

  const removed = intent.startsWith("remove:") ? Number(intent.slice("remove:".length)) : null;
  if (intent !== "update" && removed === null) throw data("Choose Update, Remove or Send.", { status: 400 });
  const lines = readPostedLines(form).filter((line) => line.id !== removed);
  const contact = typedContact(form);
  if (hasLineErrors(lines)) return data<QuoteAnswer>({ lines, result: contact }, { status: 400, headers: headers() });
  const kept = quoteLinesOf(lines);
  if (!fitsCookie(kept)) return data<QuoteAnswer>({ lines, result: contact, message: QUOTE_TOO_LONG }, { status: 400, headers: headers() });
  const notice = removed !== null ? "The product was removed from your quote list." : "Your quote list was updated.";
  return data<QuoteAnswer>({ lines, result: contact, notice }, { headers: headers(quoteCookie(kept, secure)) });
}

/** Conform checks the contact part only when the list is sent; Update and Remove leave it alone. */
const noCheck: ZodTypeAny = z.object({});

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<QuoteAnswer>();
  const posted = useActionData<QuoteAnswer>();
  // A sent list leads here afresh: an earlier change's answer no longer applies.
  const answer = loaderData.sent ? undefined : (fetcher.data ?? posted);
  const { products, back } = loaderData;
  const lines = answer?.lines ?? loaderData.lines;
  const sending = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "send";
  // As the enquiry dialog: checked on the first Send, then as it changes (use-schema-form.ts), with the dialog's schema.
  const [form, fields] = useForm<z.input<typeof enquiryForm>>({
    id: "quote-form",
    lastResult: answer?.result,
    defaultValue: { lookingFor: LOOKING_FOR },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, String(formData.get("intent")) === "send" ? enquiryForm : noCheck),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void fetcher.submit(formData, { method: "post", action: "/quote" });
    },
  });
  const message = answer?.message ?? (answer && hasLineErrors(answer.lines) ? "Check the products in your list." : undefined);
  const notice = answer?.notice ?? (answer ? null : loaderData.notice);
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Products", to: "/products" }, { label: "Quote list" }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Quote list</h1>
      {notice ? (
        <p role="status" className="compare-notice">
          {notice}
        </p>
      ) : null}
      {loaderData.sent ? (
        <EnquirySent className="mt-6" />
      ) : null}
      {lines.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-lg font-medium">Your quote list is empty</p>
          <p className="mt-2 text-muted">Press “Add to quote” on a product, in a list or on its page, to add it here.</p>
          <Button asChild className="mt-6">
            <AppLink to="/products">Browse products</AppLink>
          </Button>
        </div>
      ) : (
        <form id={form.id} method="post" action="/quote" noValidate onSubmit={form.onSubmit} className="relative mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <HoneypotField />
          {/* The form's default button, so Enter in any box sends the list rather than updating its first line. */}
          <button type="submit" name="intent" value="send" hidden tabIndex={-1} aria-hidden="true" />
          <section aria-labelledby="quote-lines" className="min-w-0">
            <h2 id="quote-lines" className="text-xl font-semibold">
              {`Products (${lines.length} of ${QUOTE_LINE_LIMIT})`}
            </h2>
            <ol className="mt-4 grid gap-4">
              {lines.map((line) => (
                <QuoteLineItem key={line.id} line={line} product={products[line.id]} />
              ))}
            </ol>
            <p className="mt-4 text-sm">
              <AppLink to={back ?? "/products"} className="more-link">
                {back ? "Continue browsing" : "Add more products"}
              </AppLink>
            </p>
          </section>
          <section aria-labelledby="quote-contact" className="min-w-0 rounded-lg border border-line p-4 sm:p-6">
            <h2 id="quote-contact" className="text-xl font-semibold">
              Your details
            </h2>
            <div className="mt-4 grid gap-4">
              <EnquiryInputs fields={fields} />
              {message ? (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                  {message}
                </p>
              ) : null}
              <Button type="submit" name="intent" value="send" disabled={sending} className="w-full">
                {sending ? "Submitting..." : "Send quote request"}
              </Button>
            </div>
          </section>
        </form>
      )}
    </main>
  );
}

/** One product of the list: its picture, name and model, quantity and note, and the buttons for this line. */
function QuoteLineItem({ line, product }: { line: PostedLine; product: ProductInfo | undefined }) {
  const name = product?.name ?? line.name ?? `Product ${line.id}`;
  const field = (part: string) => `quote-${line.id}-${part}`;
  const described = (part: "quantity" | "note") => (line.errors[part] ? { "aria-invalid": true, "aria-describedby": field(`${part}-error`) } : {});
  return (
    <li className="flex min-w-0 gap-3 rounded-lg border border-line p-3 sm:gap-4 sm:p-4" aria-label={name}>
      <input type="hidden" name="id" value={line.id} />
      <input type="hidden" name="lineName" value={name} />
      <ResponsiveImage image={product?.image ?? null} alt="" sizes="5rem" className="aspect-square w-16 shrink-0 rounded object-contain sm:w-20" />
      <div className="min-w-0 flex-1">
        {product ? (
          <AppLink to={product.href} className="font-semibold text-accent hover:underline">
            {name}
          </AppLink>
        ) : (
          <span className="font-semibold">{name}</span>
        )}
        {product?.model_number ? <span className="block text-xs text-muted">{`Model: ${product.model_number}`}</span> : null}
        {line.errors.product ? (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {line.errors.product}
          </p>
        ) : null}
        <div className="mt-2 grid gap-2 sm:grid-cols-[7rem_1fr]">
          <div className="min-w-0">
            <label htmlFor={field("quantity")} className="block text-sm font-medium">
              Quantity<span className="sr-only">{` of ${name}`}</span>
            </label>
            <input
              id={field("quantity")}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={QUOTE_QUANTITY_MAX}
              step={1}
              required
              defaultValue={line.quantity}
              className={`${inputClass} h-10 w-full min-w-0`}
              {...described("quantity")}
            />
            {line.errors.quantity ? (
              <p id={field("quantity-error")} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {line.errors.quantity}
              </p>
            ) : null}
          </div>
          <div className="min-w-0">
            <label htmlFor={field("note")} className="block text-sm font-medium">
              Note<span className="sr-only">{` for ${name}`}</span>
            </label>
            <input id={field("note")} name="note" type="text" maxLength={QUOTE_NOTE_LIMIT} defaultValue={line.note} className={`${inputClass} h-10 w-full min-w-0`} {...described("note")} />
            {line.errors.note ? (
              <p id={field("note-error")} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {line.errors.note}
              </p>
            ) : null}
          </div>
        </div>
        <div className="mt-2 flex gap-3 text-sm">
          <button type="submit" name="intent" value="update" aria-label={`Update ${name}`} className="font-medium text-accent underline">
            Update
          </button>
          <button type="submit" name="intent" value={`remove:${line.id}`} aria-label={`Remove ${name}`} className="font-medium text-accent underline">
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
