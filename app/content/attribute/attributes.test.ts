import { describe, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { createCategory } from "../category/repository.server";
import { createProduct, listProductPage, updateProduct } from "../product/repository.server";
import { createProductType } from "../product-type/repository.server";
import { RuleViolationError } from "../shared/errors";
import { createSubcategory } from "../subcategory/repository.server";
import { parseFacetFilters } from "./facet-query";
import { facetList } from "./facet-index.server";
import { countFacetMatches, readFacetCounts } from "./facets.server";
import { attributesFor, createAttribute, deleteAttribute, updateAttribute } from "./repository.server";
import { parseNumberValue } from "./units";
import { attributeFormValues, productAttributeRows, saveProductAttributes } from "./values.server";

async function line(db: Db, label: string) {
  const category = await createCategory(db, { name: `${label} switches` });
  const subcategory = await createSubcategory(db, { name: `${label} managed`, category_id: category.id });
  const type = await createProductType(db, { name: `${label} PoE`, subcategory_id: subcategory.id });
  const ports = await createAttribute(db, { name: "Ports", kind: "number", unit: "ports", options: [], category_id: category.id, sort_order: 1 });
  const temperature = await createAttribute(db, { name: "Max. temperature", kind: "number", unit: "°C", options: [], category_id: category.id, sort_order: 2 });
  const mounting = await createAttribute(db, { name: "Mounting", kind: "enum", options: ["DIN rail", "Rack", "Wall"], category_id: category.id, sort_order: 3 });
  const poe = await createAttribute(db, { name: "PoE", kind: "boolean", options: [], type_id: type.id });
  return { category, subcategory, type, ports, temperature, mounting, poe };
}

/** The refusal's messages by field, as the form shows them. */
async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RuleViolationError);
  return (error as RuleViolationError).fieldErrors;
}

describeEachDatabase("typed attributes", (getDb) => {
  it("refuses an attribute breaking its rules, every message at its field", async () => {
    const db = getDb();
    const { category, type } = await line(db, "Rules");
    expect(await refusal(createAttribute(db, { name: "Colour", kind: "enum", options: ["Grey"], unit: "mm" }))).toEqual({
      type_id: ["Choose the type (or the category) whose products have this attribute"],
      options: ["Options need at least two options"],
      unit: ["Only number attributes have a unit"],
    });
    expect(await refusal(createAttribute(db, { name: "Speed", kind: "number", category_id: category.id, type_id: type.id }))).toEqual({
      category_id: ["Choose a category or a type, not both"],
    });
    expect(await refusal(createAttribute(db, { name: " ports ", kind: "number", category_id: category.id }))).toEqual({
      name: ['An attribute named "ports" already exists there'],
    });
    expect(await refusal(createAttribute(db, { name: "Mode", kind: "enum", options: ["A", "a"], type_id: type.id }))).toEqual({ options: ["Each option needs its own name"] });
  });

  it("stores numbers in the canonical unit and shows them as entered; refuses what an attribute cannot take", async () => {
    const db = getDb();
    const { category, subcategory, type, ports, temperature, mounting, poe } = await line(db, "Values");
    const product = await createProduct(db, { name: "Values switch", category_id: category.id, subcategory_id: subcategory.id, type_id: type.id });
    const posted = new Map([
      [ports.id, "10"],
      [temperature.id, "158 °F"],
      [mounting.id, "DIN rail"],
      [poe.id, "yes"],
    ]);
    await saveProductAttributes(db, product, posted);
    const rows = await db.selectFrom("product_attribute_values").select(["attribute_id", "number_value", "choice", "shown"]).where("product_id", "=", product.id).orderBy("attribute_id").execute();
    expect(rows).toEqual([
      { attribute_id: ports.id, number_value: 10, choice: null, shown: "10 ports" },
      { attribute_id: temperature.id, number_value: 70, choice: null, shown: "158 °F" },
      { attribute_id: mounting.id, number_value: null, choice: "DIN rail", shown: "DIN rail" },
      { attribute_id: poe.id, number_value: null, choice: "yes", shown: "Yes" },
    ]);
    expect(await productAttributeRows(db, product)).toEqual([
      { name: "Ports", value: "10 ports" },
      { name: "Max. temperature", value: "158 °F" },
      { name: "Mounting", value: "DIN rail" },
      { name: "PoE", value: "Yes" },
    ]);
    expect(await attributeFormValues(db, product.id)).toMatchObject({ [`a${temperature.id}`]: "158 °F", [`a${poe.id}`]: "yes" });

    const refused = await refusal(saveProductAttributes(db, product, new Map([[ports.id, "ten"], [temperature.id, "70 mm"], [mounting.id, "Ceiling"], [poe.id, "maybe"]])));
    expect(refused).toEqual({
      [`attributes.a${ports.id}`]: ["Ports must be a number, in ports (for example 12 ports)"],
      [`attributes.a${temperature.id}`]: ["Max. temperature must be a number, in °C, C, °F, F, K (for example -40 °C)"],
      [`attributes.a${mounting.id}`]: ["Mounting must be one of: DIN rail, Rack, Wall"],
      [`attributes.a${poe.id}`]: ["PoE must be Yes or No"],
    });
    // A refusal writes nothing; the stored values stay.
    expect((await productAttributeRows(db, product)).length).toBe(4);

    // The kind and unit stay while values exist; an option in use stays.
    expect(await refusal(updateAttribute(db, temperature.id, { name: "Max. temperature", kind: "number", unit: "K", category_id: category.id }))).toEqual({
      kind: ["1 product has a value: the kind and unit cannot change"],
    });
    expect(await refusal(updateAttribute(db, mounting.id, { name: "Mounting", kind: "enum", options: ["Rack", "Wall"], category_id: category.id }))).toEqual({
      options: ["Still chosen by products: DIN rail"],
    });

    // Moving the product out of the type drops the type's values at its next save.
    await updateProduct(db, product.id, { name: "Values switch", category_id: category.id, subcategory_id: subcategory.id });
    await saveProductAttributes(db, { ...product, type_id: null }, posted);
    expect((await productAttributeRows(db, { ...product, type_id: null })).map((row) => row.name)).toEqual(["Ports", "Max. temperature", "Mounting"]);
    expect(await deleteAttribute(db, mounting.id)).toBe(true);
    expect((await attributesFor(db, { categoryId: category.id })).map((attribute) => attribute.name)).toEqual(["Ports", "Max. temperature"]);
  });

  it("counts each facet in one grouped query and narrows the list by option, yes/no and range", async () => {
    const db = getDb();
    const { category, subcategory, type, ports, temperature, mounting, poe } = await line(db, "Facets");
    const place = { category_id: category.id, subcategory_id: subcategory.id, type_id: type.id };
    const made: Record<string, number> = {};
    const specs: Array<[string, string, string, string, string]> = [
      ["F-5", "5", "60", "DIN rail", "no"],
      ["F-8", "8", "75", "DIN rail", "yes"],
      ["F-10", "10", "75", "Wall", "yes"],
      ["F-28", "28", "50", "Rack", "no"],
    ];
    for (const [name, n, max, mount, power] of specs) {
      const product = await createProduct(db, { name, ...place });
      await saveProductAttributes(db, product, new Map([[ports.id, n], [temperature.id, max], [mounting.id, mount], [poe.id, power]]));
      made[name] = product.id;
    }
    await createProduct(db, { name: "F-old", ...place, lifecycle_status: "discontinued" }).then((old) => saveProductAttributes(db, old, new Map([[mounting.id, "DIN rail"]])));

    const attributes = await attributesFor(db, { categoryId: category.id, typeId: type.id });
    const scope = { categoryId: category.id };
    const all = await readFacetCounts(db, scope, attributes, []);
    expect(all[mounting.id].choices).toEqual({ "DIN rail": 2, Wall: 1, Rack: 1 });
    expect(all[poe.id].choices).toEqual({ yes: 2, no: 2 });
    expect(all[ports.id]).toMatchObject({ withValue: 4, low: 5, high: 28, inRange: 4 });
    // Discontinued products count when the list shows them.
    expect((await readFacetCounts(db, { ...scope, withDiscontinued: true }, attributes, []))[mounting.id].choices["DIN rail"]).toBe(3);

    const params = new URLSearchParams([[`a${mounting.id}`, "DIN rail"], [`a${mounting.id}`, "Wall"], [`a${ports.id}_min`, "6"], [`a${mounting.id}`, "Ceiling"]]);
    const filters = parseFacetFilters(params, attributes);
    expect(filters).toEqual([
      { id: ports.id, kind: "range", min: 6, max: null },
      { id: mounting.id, kind: "choices", values: ["DIN rail", "Wall"] },
    ]);
    const counts = await readFacetCounts(db, scope, attributes, filters);
    // Mounting is counted without its own filter (ports ≥ 6): what ticking another option would add.
    expect(counts[mounting.id].choices).toEqual({ "DIN rail": 1, Wall: 1, Rack: 1 });
    // Ports without its own range, among DIN rail and Wall: 5, 8 and 10, of which 8 and 10 are in range.
    expect(counts[ports.id]).toMatchObject({ withValue: 3, low: 5, high: 10, inRange: 2 });
    expect(counts[poe.id].choices).toEqual({ yes: 2 });
    expect(await countFacetMatches(db, scope, filters)).toBe(2);
    const page = await listProductPage(db, { ...scope, facets: filters, sort: "name", limit: 24, offset: 0 });
    expect(page.map((card) => card.name)).toEqual(["F-10", "F-8"]);

    // The in-memory index /products uses gives the same counts and products, in the list's order.
    const listed = await facetList(db, category.id, scope, "name", (found) => parseFacetFilters(params, found));
    expect(listed.filters).toEqual(filters);
    expect(listed.counts[mounting.id]).toEqual(counts[mounting.id]);
    expect(listed.counts[ports.id]).toEqual(counts[ports.id]);
    expect(listed.ids).toEqual(page.map((card) => card.id));
    // The category's list has its own attributes only; a type's list adds the type's.
    expect(listed.attributes.map((attribute) => attribute.name)).toEqual(["Ports", "Max. temperature", "Mounting"]);
    const typeList = await facetList(db, category.id, { ...scope, typeId: type.id }, "newest", () => []);
    expect(typeList.attributes.map((attribute) => attribute.name)).toEqual(["Ports", "Max. temperature", "Mounting", "PoE"]);
    expect(typeList.counts[poe.id].choices).toEqual({ yes: 2, no: 2 });
    // Unfiltered, the list is the type's whole list, which the database pages through: no ids.
    expect(typeList.ids).toBeNull();
    // Unfiltered counts are kept with the index: asked again in the other order they are the same, and
    // a new product's value shows in them at once.
    const byName = await facetList(db, category.id, { ...scope, typeId: type.id }, "name", () => []);
    expect(byName.counts[poe.id].choices).toEqual({ yes: 2, no: 2 });
    // Filtered, the matching ids come in the list's order: every product has PoE yes or no.
    const eitherPoe = new URLSearchParams([[`a${poe.id}`, "yes"], [`a${poe.id}`, "no"]]);
    const typeScope = { ...scope, typeId: type.id };
    const byNameFiltered = await facetList(db, category.id, typeScope, "name", (found) => parseFacetFilters(eitherPoe, found));
    expect(byNameFiltered.ids).toEqual([made["F-10"], made["F-28"], made["F-5"], made["F-8"]]);
    const newestFiltered = await facetList(db, category.id, typeScope, "newest", (found) => parseFacetFilters(eitherPoe, found));
    expect(newestFiltered.ids).toEqual([made["F-28"], made["F-10"], made["F-8"], made["F-5"]]);
    const added = await createProduct(db, { name: "F-12", ...place });
    await saveProductAttributes(db, added, new Map([[poe.id, "yes"]]));
    const afterAdding = await facetList(db, category.id, typeScope, "newest", () => []);
    expect(afterAdding.counts[poe.id].choices).toEqual({ yes: 3, no: 2 });
    const newestAfterAdding = await facetList(db, category.id, typeScope, "newest", (found) => parseFacetFilters(eitherPoe, found));
    expect(newestAfterAdding.ids?.[0]).toBe(added.id);

    const yes = parseFacetFilters(new URLSearchParams([[`a${poe.id}`, "yes"], [`a${temperature.id}_max`, "70"]]), attributes);
    expect(await countFacetMatches(db, scope, yes)).toBe(0);
    const hot = parseFacetFilters(new URLSearchParams([[`a${poe.id}`, "no"], [`a${temperature.id}_max`, "70"]]), attributes);
    expect((await listProductPage(db, { ...scope, facets: hot, sort: "name", limit: 24, offset: 0 })).map((card) => card.id)).toEqual([made["F-28"], made["F-5"]]);
  });
});

describe("number values", () => {
  it("reads a number with or without a unit its attribute takes", () => {
    expect(parseNumberValue("-40", "°C")).toEqual({ value: -40, shown: "-40 °C" });
    expect(parseNumberValue("-40 °F", "°C")).toEqual({ value: -40, shown: "-40 °F" });
    expect(parseNumberValue("1 Gbit/s", "Mbit/s")).toEqual({ value: 1000, shown: "1 Gbit/s" });
    expect(parseNumberValue("4,2 cm", "mm")).toEqual({ value: 42, shown: "4.2 cm" });
    expect(parseNumberValue("8", "ports")).toEqual({ value: 8, shown: "8 ports" });
    expect(parseNumberValue("8 slots", "ports")).toBeNull();
    expect(parseNumberValue("eight", null)).toBeNull();
  });
});
