import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { createAttribute } from "~/content/attribute/repository.server";
import { saveProductAttributes } from "~/content/attribute/values.server";
import { createCategory } from "~/content/category/repository.server";
import { createProduct, updateProduct } from "~/content/product/repository.server";
import type { ProductInput } from "~/content/product/schema";
import { updateSiteSettings } from "~/content/site-settings/repository.server";
import { createLocalDiskStorage } from "~/storage/local-disk.server";
import { describeEachDatabase } from "../../tests/setup/test-database";
import { pdfText } from "../../tests/setup/pdf-text";
import { datasheetResponse } from "./datasheet.server";

const ORIGIN = "https://www.example.com";

describeEachDatabase("product datasheet PDF", (getDb) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "showroom-datasheet-"));
  const storage = createLocalDiskStorage(path.join(dir, "media"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const services = () => ({ db: getDb(), storage });
  const ask = (id: number, headers: Record<string, string> = {}) =>
    datasheetResponse(services(), new Request(`${ORIGIN}/product/${id}/datasheet.pdf`, { headers }), id, ORIGIN);

  const input = (detail: string, name = "Gateway Ærø 200"): ProductInput => ({
    name,
    model_number: "GW-200",
    subtitle: "Protocol gateway",
    description: "Connects field buses to the plant network.",
    lifecycle_status: "eol",
    last_order_date: "2027-03-31",
    main_image: "/media/images/2026/01/gateway.webp",
    features: ["Dual Ethernet"],
    product_benefits: [{ name: "Fanless, −40…85 °C" }],
    specification_groups: [
      { group_name: "Environment", specifications: { "Operating temperature": detail, Humidity: "5–95 % RH" } },
      { group_name: "Power", specifications: { Input: "24 V DC ±20 %" } },
    ],
    applications: ["Water treatment"],
  });

  it("prints the product's data, its non-ASCII text, its WebP image as JPEG, the contact details and page address", async () => {
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } }).webp().toBuffer();
    await storage.put("images/2026/01/gateway.webp", webp, { contentType: "image/webp" });
    await updateSiteSettings(getDb(), { company_name: "Showroom Industrial Technologies", phones: ["+91 44 4000 1234"] });
    const product = await createProduct(getDb(), input("−40 to 85 °C"));

    const response = await ask(product.id);
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toBe("application/pdf");
    expect(response?.headers.get("content-disposition")).toBe(`attachment; filename="GW-200 datasheet.pdf"; filename*=UTF-8''GW-200%20datasheet.pdf`);
    expect(response?.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const bytes = Buffer.from(await response!.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // pdfkit writes JPEG as DCTDecode and nothing else as it; the WebP could only reach the PDF converted.
    expect(bytes.toString("latin1")).toMatch(/\/Subtype \/Image[\s\S]*?\/Filter \/DCTDecode|\/Filter \/DCTDecode[\s\S]*?\/Subtype \/Image/);

    const text = await pdfText(bytes);
    for (const expected of [
      "Gateway Ærø 200",
      "Model: GW-200",
      "Lifecycle status: End of life",
      "Last orders are accepted until 31 March 2027",
      "Fanless, −40…85 °C",
      "Dual Ethernet",
      "Environment",
      "Operating temperature",
      "−40 to 85 °C",
      "5–95 % RH",
      "24 V DC ±20 %",
      "Water treatment",
      "Showroom Industrial Technologies",
      "+91 44 4000 1234",
      `${ORIGIN}/product/${product.id}/gateway-r-200`,
    ]) expect(text).toContain(expected);
  });

  it("answers from its cache, 304 to a browser holding it, and makes a new PDF once the product changes", async () => {
    const product = await createProduct(getDb(), input("0 to 60 °C", "Gateway 300"));
    const first = await ask(product.id);
    const etag = first!.headers.get("etag")!;
    const again = await ask(product.id);
    expect(again!.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await again!.arrayBuffer()).equals(Buffer.from(await first!.arrayBuffer()))).toBe(true);
    expect((await ask(product.id, { "If-None-Match": etag }))?.status).toBe(304);

    await updateProduct(getDb(), product.id, input("−20 to 70 °C", "Gateway 300"));
    const changed = await ask(product.id, { "If-None-Match": etag });
    expect(changed?.status).toBe(200);
    expect(changed!.headers.get("etag")).not.toBe(etag);
    const text = await pdfText(Buffer.from(await changed!.arrayBuffer()));
    expect(text).toContain("−20 to 70 °C");
    expect(text).not.toContain("0 to 60 °C");
  });

  it("prints the typed attributes as the first table, Key attributes, as entered", async () => {
    const category = await createCategory(getDb(), { name: "Datasheet gateways" });
    const temperature = await createAttribute(getDb(), { name: "Max. operating temperature", kind: "number", unit: "°C", options: [], category_id: category.id });
    const mounting = await createAttribute(getDb(), { name: "Mounting", kind: "enum", options: ["DIN rail", "Wall"], category_id: category.id });
    const product = await createProduct(getDb(), { ...input("0 to 60 °C", "Gateway 400"), category_id: category.id });
    await saveProductAttributes(getDb(), { id: product.id, category_id: category.id, type_id: null }, new Map([[temperature.id, "185 °F"], [mounting.id, "DIN rail"]]));

    const text = await pdfText(Buffer.from(await (await ask(product.id))!.arrayBuffer()));
    expect(text).toContain("Key attributes");
    expect(text).toContain("Max. operating temperature");
    expect(text).toContain("185 °F");
    expect(text).toContain("DIN rail");
    expect(text.indexOf("Key attributes")).toBeLessThan(text.indexOf("Environment"));
  });

  it("has no datasheet for an unknown product", async () => {
    expect(await ask(999_999)).toBeNull();
  });
});
