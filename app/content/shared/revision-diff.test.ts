import { describe, expect, it } from "vitest";
import { productDefinition } from "../product/definition";
import { solutionDefinition } from "../solution/definition";
import { diffRevision, same } from "./revision-diff";

const product = {
  name: "Panel PC 15",
  subtitle: null,
  model_number: "PPC-15",
  description: "Short.",
  main_image: "/media/images/2026/01/front.webp",
  product_images: ["/media/images/2026/01/a.webp", "/media/images/2026/01/b.webp"],
  features: ["Fanless", "IP65 front"],
  product_benefits: [{ name: "Rugged", icon: "shield-check" }],
  specification_groups: [{ group_name: "Environment", specifications: { "Operating temperature": "-20 to 60 °C" } }],
  category_id: 3,
  featured: false,
  lifecycle_status: "active",
  publish_status: "published",
  publish_at: null,
  attributes: { a7: "60 °C" },
};

describe("a revision compared with the current version (decision 038)", () => {
  it("names each changed field by its label and leaves equal ones out", () => {
    const changes = diffRevision(productDefinition, product, { ...product, name: "Panel PC 15 Pro", featured: true });
    expect(changes).toEqual([
      { name: "name", label: "Name", revision: [{ text: "Panel PC 15" }], current: [{ text: "Panel PC 15 Pro" }], list: false },
      { name: "featured", label: "Featured product", revision: [{ text: "No" }], current: [{ text: "Yes" }], list: false },
    ]);
  });

  it("shows lists as the entries only one side has, objects and specification rows readably, and images by file name", () => {
    const changes = diffRevision(productDefinition, product, {
      ...product,
      product_images: ["/media/images/2026/01/b.webp", "/media/images/2026/01/c.webp"],
      features: ["IP65 front", "Wide-range power"],
      product_benefits: [{ name: "Rugged" }],
      specification_groups: [{ group_name: "Environment", specifications: { "Operating temperature": "-40 to 70 °C" } }],
    });
    const byName = Object.fromEntries(changes.map((change) => [change.name, change]));
    expect(byName.product_images).toMatchObject({
      label: "Product images",
      list: true,
      revision: [{ text: "a.webp", image: "/media/images/2026/01/a.webp" }],
      current: [{ text: "c.webp", image: "/media/images/2026/01/c.webp" }],
    });
    expect(byName.features).toMatchObject({ label: "Features", revision: [{ text: "Fanless" }], current: [{ text: "Wide-range power" }] });
    expect(byName.product_benefits).toMatchObject({ revision: [{ text: "Rugged · shield-check" }], current: [{ text: "Rugged" }] });
    expect(byName.specification_groups).toMatchObject({
      label: "Specification groups",
      revision: [{ text: "Environment › Operating temperature: -20 to 60 °C" }],
      current: [{ text: "Environment › Operating temperature: -40 to 70 °C" }],
    });
  });

  it("says when a list holds the same entries in another order", () => {
    const [change] = diffRevision(productDefinition, product, { ...product, features: ["IP65 front", "Fanless"] });
    expect(change).toMatchObject({ label: "Features", revision: [], current: [], note: "Same entries, in another order" });
  });

  it("names records, choices, times and related values in words", () => {
    const changes = diffRevision(
      productDefinition,
      product,
      { ...product, category_id: 4, lifecycle_status: "eol", publish_status: "scheduled", publish_at: "2026-12-01T09:00:00", attributes: { a7: "158 °F", a8: "Yes" } },
      { records: { category_id: { "3": "Panel PCs" } }, choices: { lifecycleStatuses: { active: "Active", eol: "End of life" } }, related: { "attributes.a7": "Max. temperature" } },
    );
    expect(changes.map((change) => [change.label, change.revision.map((entry) => entry.text), change.current.map((entry) => entry.text)])).toEqual([
      ["Category", ["Panel PCs"], ["#4 (no longer exists)"]],
      ["Lifecycle status", ["Active"], ["End of life"]],
      ["Publishing status", ["Published"], ["Scheduled"]],
      ["Publish at (UTC)", [], ["2026-12-01 09:00 UTC"]],
      ["Max. temperature", ["60 °C"], ["158 °F"]],
      ["attributes › a8", [], ["Yes"]],
    ]);
  });

  it("shows a long text around its first difference", () => {
    const before = `${"Intro. ".repeat(100)}The old ending.`;
    const after = `${"Intro. ".repeat(100)}The new ending.`;
    const [change] = diffRevision(productDefinition, { ...product, description: before }, { ...product, description: after });
    expect(change.revision[0].text.startsWith("…")).toBe(true);
    expect(change.revision[0].text).toContain("The old ending.");
    expect(change.current[0].text).toContain("The new ending.");
    expect(change.revision[0].text.length).toBeLessThanOrEqual(302);
  });

  it("summarises a solution's sections with their image", () => {
    const section = { heading: "Overview", para: "Line monitoring.", image: "/media/images/2026/01/line.webp" };
    const [change] = diffRevision(solutionDefinition, { content: [section] }, { content: [{ ...section, heading: "Summary" }] });
    expect(change).toMatchObject({
      label: "Content sections",
      revision: [{ text: "Overview · Line monitoring. · line.webp", image: "/media/images/2026/01/line.webp" }],
      current: [{ text: "Summary · Line monitoring. · line.webp" }],
    });
  });

  it("counts a missing key, null and an empty text as the same, and key order as no change", () => {
    expect(same({ name: "A", icon: undefined }, { name: "A" })).toBe(true);
    expect(same({ a: 1, b: [{ x: "1", y: "" }] }, { b: [{ x: "1" }], a: 1 })).toBe(true);
    expect(same({ a: ["x", "y"] }, { a: ["y", "x"] })).toBe(false);
  });
});
