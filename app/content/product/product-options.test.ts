import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/setup/test-database";
import { findProductOptions, successorChoices } from "./product-options.server";
import { createProduct } from "./repository.server";

describeEachDatabase("product options (the successor picker)", (getDb) => {
  it("finds products by name or model number, ignoring case, by name, and leaves the edited product out", async () => {
    const db = getDb();
    const beta = await createProduct(db, { name: "Options Beta Gateway", model_number: "OPX-77B" });
    const alpha = await createProduct(db, { name: "Options Alpha Gateway", model_number: "OPX-77A" });
    const other = await createProduct(db, { name: "Options Unrelated", model_number: "ZZ-1" });
    const names = (options: Array<{ name: string }>) => options.map((option) => option.name);

    expect(names(await findProductOptions(db, { q: "opx-77" }))).toEqual(["Options Alpha Gateway", "Options Beta Gateway"]);
    // Short text (under a trigram) is found too.
    expect(names(await findProductOptions(db, { q: "zz" }))).toContain("Options Unrelated");
    expect(await findProductOptions(db, { q: "alpha gate" })).toEqual([{ id: alpha.id, name: "Options Alpha Gateway", parent: "OPX-77A" }]);
    expect(names(await findProductOptions(db, { q: "OPX-77", except: alpha.id }))).toEqual(["Options Beta Gateway"]);
    expect(await findProductOptions(db, { q: "no such product text" })).toEqual([]);

    const choices = await successorChoices(db, String(beta.id), other.id);
    expect(choices.chosen).toEqual({ id: beta.id, name: "Options Beta Gateway", parent: "OPX-77B" });
    expect(choices.fallback.map((option) => option.id)).not.toContain(other.id);
    expect((await successorChoices(db, "not an id")).chosen).toBeNull();
  });
});
