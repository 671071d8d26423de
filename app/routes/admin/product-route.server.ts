import { data } from "react-router";
import { withDraftPublished } from "./crud-action.server";
import type { AdminSession } from "~/auth/guard.server";
import { pageAdminProducts } from "~/content/product/admin-list.server";
import { productDefinition } from "~/content/product/definition";
import { createProduct, deleteProduct, getProduct, updateProduct } from "~/content/product/repository.server";
import { taxonomyChoices, taxonomyIds } from "~/content/product/taxonomy-choices.server";
import { parseListQuery } from "~/content/shared/list-query";
import { recordIdFrom } from "~/content/shared/record-id";
import { successorChoices } from "~/content/product/product-options.server";
import { contentAction, loadContentList } from "./content-route.server";
import { listAllAttributes } from "~/content/attribute/repository.server";
import { attributeFormValues, postedAttributeValues, productAttributeRows, saveProductAttributes } from "~/content/attribute/values.server";
import type { Db } from "~/db/connection.server";
import { describeProductRevisions, productRevision, restoredAttributeValues } from "~/content/product/revision.server";
import { loadHistory } from "./history-route.server";
import type { ProductInput } from "~/content/product/schema";
import { servicesContext, type RequestContext } from "~/request-context";

/**
 * The Products screen's data: the list (the content screen's), the product the form edits (read
 * whole, since a list row holds only its columns), and the catalogue choices of the list filters
 * and of the form's cascading pickers.
 */
export async function loadProductScreen(request: Request, context: RequestContext) {
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const editId = recordIdFrom(params.get("edit"));
  const editing = editId ? await getProduct(db, editId) : undefined;
  const formOpen = params.has("new") || editing !== undefined;
  // The list filters' choices, read alongside the list (the list parses the same query).
  const { category, subcategory, type } = parseListQuery(params, productDefinition.list).filters;
  const [list, filterChoices, formChoices, successor, attributes, attributeValues, history] = await Promise.all([
    loadContentList(request, context, productDefinition, pageAdminProducts),
    taxonomyChoices(db, { category_id: category, subcategory_id: subcategory, type_id: type }),
    formOpen ? taxonomyChoices(db, taxonomyIds(editing)) : null,
    formOpen ? successorChoices(db, editing?.successor_id, editing?.id) : null,
    formOpen ? attributeChoices(db) : null,
    editing ? attributeFormValues(db, editing.id) : {},
    loadHistory(db, productDefinition, params, productRevision, describeProductRevisions),
  ]);
  return { ...list, filterChoices, formChoices, successor, attributes, attributeValues, history, editing: editing ? { ...editing, attributes: attributeValues } : null };
}

/** Every attribute as the product form offers it: it shows those of the category and type chosen. */
async function attributeChoices(db: Db) {
  return (await listAllAttributes(db)).map(({ id, name, kind, unit, options, category_id, type_id }) => ({ id, name, kind, unit, options, category_id, type_id }));
}

/**
 * The product as its audit entries record it: its own fields, then each typed attribute it fills in,
 * as entered, under "attribute: <name>" — so a changed temperature range shows in the entry too.
 */
async function productWithAttributes(db: Db, id: number) {
  const product = await getProduct(db, id);
  if (!product) return undefined;
  const attributes = await productAttributeRows(db, product);
  return { ...product, ...Object.fromEntries(attributes.map((row) => [`attribute: ${row.name}`, row.value])) };
}

/** A product's Save or Delete; a refused save shows the form again with what was chosen, names included. */
export async function saveProduct(sent: Request, context: RequestContext, staff: AdminSession) {
  const request = await withDraftPublished(sent, context.get(servicesContext).db, productDefinition.type);
  // The attribute values are read from the same post; they are saved with the product, in its transaction.
  const postedValues = postedAttributeValues(await request.clone().formData());
  const result = await contentAction(request, context, staff, productDefinition, {
    get: productWithAttributes,
    create: async (db, input: ProductInput) => {
      const product = await createProduct(db, input);
      await saveProductAttributes(db, product, postedValues);
      return (await productWithAttributes(db, product.id)) ?? product;
    },
    update: async (db, id, input: ProductInput) => {
      const product = await updateProduct(db, id, input);
      // A restored revision brings its own attribute values (decision 038); a save, the post's.
      if (product) await saveProductAttributes(db, product, restoredAttributeValues(input) ?? postedValues);
      return product;
    },
    remove: deleteProduct,
    revision: productRevision,
  });
  if (result instanceof Response) return result;
  const posted = result.data.result?.initialValue;
  const taxonomy = posted ? await taxonomyChoices(context.get(servicesContext).db, taxonomyIds(posted)) : null;
  const { successor_id, id } = (posted ?? {}) as { successor_id?: unknown; id?: unknown };
  const successor = posted ? await successorChoices(context.get(servicesContext).db, successor_id, recordIdFrom(id) ?? undefined) : null;
  const attributes = postedValues.size > 0 || taxonomy ? await attributeChoices(context.get(servicesContext).db) : null;
  return data({ ...result.data, taxonomy, successor, attributes }, result.init ?? undefined);
}
