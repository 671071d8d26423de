import type { APIRequestContext, APIResponse } from "@playwright/test";
import { createProduct, deleteProduct } from "~/content/product/repository.server";
import { productHref } from "~/components/navigation/menu-tree";
import { expect, signIn, test } from "./admin-session";

// Issue 11, findings 8 and 9: whatever a visitor or an editor types gives a page or a clear
// message, never a 500; single-line fields refuse line breaks and control characters.

const SINGLE_LINE = "Must be a single line, without line breaks or control characters";
const NO_CONTROL = "Must not contain control characters";

/** Odd input, as text: each is sent percent-encoded. */
const VALUES = [
  "\u0000abc",
  "a\u0001\u001f\u007fz",
  "line\r\nInjected: yes",
  "x".repeat(3000),
  "__proto__",
  "constructor",
  "toString",
  "🚀 Ünïcode 日本 \u202Efdp.exe",
  "%",
  "%00",
  "-1",
  "0",
  "1e309",
  "9".repeat(40),
  "2147483648",
  "9999999999",
  "NaN",
  "[]",
  "' OR 1=1 --",
];
/** Raw query text with broken or tricky percent sequences, sent as it is. */
const RAW = ["%", "%zz", "%C0%80", "%ED%A0%80", "%FF%FE", "%2500", "%u0000"];

const encoded = [...VALUES.map(encodeURIComponent), ...RAW];

/** A page or a JSON answer, never a server error; pages must be real pages. */
async function expectAnswered(response: APIResponse, what: string) {
  expect(response.status(), what).toBeLessThan(500);
  const type = response.headers()["content-type"] ?? "";
  if (type.startsWith("text/html") && response.status() !== 301 && response.status() !== 302) {
    expect(await response.text(), what).toContain("</html>");
  }
}

async function get(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  await expectAnswered(response, `GET ${url.slice(0, 200)}`);
  return response;
}

test("every public query parameter and path part answers odd input with a page or JSON, never a 500", async ({ request, db }) => {
  test.setTimeout(180_000);
  const { id } = await db.selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow();
  for (const value of encoded) {
    const search = await get(request, `/api/search?q=${value}`);
    expect(search.status(), `search ${value}`).toBe(200);
    expect(await search.json()).toHaveProperty("groups");
    for (const name of ["category", "subcategory", "type", "sort", "page"]) await get(request, `/products?${name}=${value}`);
    await get(request, `/products?category=1&subcategory=${value}&type=${value}&sort=${value}&page=${value}`);
    await get(request, `/news?page=${value}`);
    await get(request, `/solutions?page=${value}`);
    await get(request, `/?${value}=${value}`);
    await get(request, `/product/${id}/x?enquiry=${value}`);
    await get(request, `/admin/login?redirectTo=${value}`);
    for (const path of ["/product/", `/product/${id}/`, "/news/", "/solution/", "/api/navigation/categories/", "/sitemaps/"]) {
      await get(request, `${path}${value}`);
    }
  }
});

test("a product benefit whose icon is __proto__ or constructor still shows the product page", async ({ page, db }) => {
  const product = await createProduct(db, {
    name: "Fuzz Benefit Product",
    product_benefits: [
      { name: "Proto benefit", icon: "__proto__" },
      { name: "Constructor benefit", icon: "constructor" },
      { name: "Cable benefit", icon: "cable" },
    ],
  });
  try {
    const response = await page.goto(productHref(product));
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Proto benefit")).toBeVisible();
    await expect(page.getByText("Constructor benefit")).toBeVisible();
  } finally {
    await deleteProduct(db, product.id);
  }
});

test("the public forms refuse line breaks and control characters in one-line fields, and store nothing", async ({ request, db }) => {
  const marker = `Fuzz-${Date.now()}`;
  const contact = await request.post("/contact", {
    form: { form: "contact-message", firstName: `${marker}\nSubject: urgent`, lastName: "Rao", email: "asha@rao.example", subject: "Hi", message: "Hello" },
  });
  expect(contact.status()).toBe(400);
  expect(await contact.text()).toContain(SINGLE_LINE);

  const { id } = await db.selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow();
  const enquiry = await request.post(`/api/products/${id}/enquiries`, {
    form: {
      name: `${marker}\nProduct page: https://evil.example`,
      companyName: "Acme\u0000",
      mobileNumber: "+91 98765 43210",
      email: "asha@rao.example",
      location: "Pune",
      lookingFor: "Panel\u0000PC",
    },
  });
  expect(enquiry.status()).toBe(400);
  expect(JSON.stringify(await enquiry.json())).toContain(SINGLE_LINE);
  expect(JSON.stringify(await enquiry.json())).toContain(NO_CONTROL);

  const stored = [
    ...(await db.selectFrom("messages").select("id").where("first_name", "like", `${marker}%`).execute()),
    ...(await db.selectFrom("enquiries").select("id").where("name", "like", `${marker}%`).execute()),
  ];
  expect(stored).toEqual([]);
});

test("admin forms answer odd input with the form and a clear message, never a 500, and store no control characters", async ({ page, db, adminEmail }) => {
  test.setTimeout(120_000);
  await signIn(page, adminEmail);
  const admin = page.request;
  const post = async (path: string, form: Record<string, string>) => {
    const response = await admin.post(path, { form: { intent: "save", ...form }, maxRedirects: 0 });
    expect(response.status(), `${path} ${JSON.stringify(form).slice(0, 200)}`).toBeLessThan(500);
    return { status: response.status(), text: await response.text() };
  };
  const stamp = Date.now();
  try {
    for (const [index, value] of VALUES.entries()) {
      const label = `Fuzz ${stamp} ${index}`;
      const single = /[\u0000-\u001f\u007f]/.test(value);
      const multi = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);

      // A name is one line; a description may have line breaks but no other control characters.
      const category = await post("/admin/categories", { name: `${label} ${value}`.slice(0, 120), description: value, small_content: value });
      if (single) expect(category.text).toContain(SINGLE_LINE);
      else if (multi) expect(category.text).toContain(NO_CONTROL);

      const product = await post("/admin/products", {
        name: label,
        model_number: value.slice(0, 200),
        industry: "Fuzz",
        description: value,
        "features[0]": value.slice(0, 500) || "x",
        "product_benefits[0][name]": "Fuzz benefit",
        "product_benefits[0][icon]": value.slice(0, 100),
        "specification_groups[0][group_name]": "Fuzz group",
        "specification_groups[0][specifications][0][name]": value.slice(0, 100) || "x",
        "specification_groups[0][specifications][0][detail]": value.slice(0, 100) || "x",
      });
      if (single) expect(product.text).toContain(SINGLE_LINE);

      const news = await post("/admin/news", {
        title: label,
        place: value.slice(0, 120),
        date: "2026-01-02",
        "content[0][heading]": value.slice(0, 200),
        "content[0][para]": value,
      });
      if (single) expect(news.text).toContain(SINGLE_LINE);
    }

    // What was accepted opens on the public site.
    const products = await db.selectFrom("products").select(["id", "name", "slug"]).where("name", "like", `Fuzz ${stamp}%`).execute();
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) await expectAnswered(await page.request.get(productHref(product)), product.name);
    const categories = await db.selectFrom("categories").select("id").where("name", "like", `Fuzz ${stamp}%`).execute();
    for (const category of categories) await expectAnswered(await page.request.get(`/products?category=${category.id}`), `category ${category.id}`);
    const news = await db.selectFrom("news").select("id").where("title", "like", `Fuzz ${stamp}%`).execute();
    for (const article of news) await expectAnswered(await page.request.get(`/news/${article.id}`), `news ${article.id}`);

    // No stored text holds a NUL or another control character other than tab and line breaks.
    const control = "[\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]";
    for (const [table, columns] of [
      ["products", ["name", "model_number", "description", "features", "product_benefits", "specification_groups"]],
      ["categories", ["name", "description", "small_content"]],
      ["news", ["title", "place", "content"]],
    ] as const) {
      const rows = await db.selectFrom(table).selectAll().execute();
      for (const row of rows as Array<Record<string, unknown>>) {
        for (const column of columns) expect(String(row[column] ?? ""), `${table}.${column}`).not.toMatch(new RegExp(control));
      }
    }
  } finally {
    await db.deleteFrom("products").where("name", "like", `Fuzz ${stamp}%`).execute();
    await db.deleteFrom("categories").where("name", "like", `Fuzz ${stamp}%`).execute();
    await db.deleteFrom("news").where("title", "like", `Fuzz ${stamp}%`).execute();
  }
});
