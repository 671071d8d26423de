import type { AuditTarget } from "~/audit/actions";
import { childLevelFields, levelColumns } from "./common-fields";
import { type ContentDefinition, inputSchema, type ListColumn, type ListDefinition, type TrashDependent } from "./definition";

/** Browser-safe: a level of the catalogue below the first (subcategory, type), described from what sets it apart. */
type Level = { type: AuditTarget; table: "subcategories" | "types"; label: string; title: string; dependents?: readonly TrashDependent[] };

/** Its parent: the field that holds it, the select's words and choices, its list column's sort key, the list filters. */
type Parent<Field extends string, Sort extends string> = { field: Field; label: string; choices: string; sort: Sort; filters: string[]; table: string; type: AuditTarget };

type Listing<Row> = Pick<ListDefinition<Row>, "empty" | "formInDialog"> & { columns: Array<ListColumn<Row>> };

/** Where a record of the level is seen on the site: the product list filtered to it. */
type PublicPage<Row> = (row: Row) => string;

/**
 * The definition of a child level: name, parent, description and image (common-fields), a form of
 * those four (one column when it sits in a dialog), and a list by name, parent and date, searched
 * by name, with the level's own columns after its thumbnail and name.
 */
export function childLevel<Row extends { name: string; image: string | null }>() {
  return <Field extends string, Sort extends string>(level: Level, parent: Parent<Field, Sort>, listing: Listing<Row>, publicPage: PublicPage<Row>) => {
    const fields = childLevelFields(parent.field, parent.label, parent.choices);
    const rows = listing.formInDialog ? ["name", parent.field, "description", "image"] : [["name", parent.field], "description", "image"];
    const sorts = { name: "asc", [parent.sort]: "asc", created_at: "desc" } as Record<"name" | "created_at" | Sort, "asc" | "desc">;
    const { dependents, ...identity } = level;
    return {
      ...identity,
      addLabel: `Add ${level.label}`,
      fields,
      schema: inputSchema(fields),
      // Arranged by hand among the siblings of one parent (decision 036).
      order: { title: "name", parent: { column: parent.field, table: parent.table, label: parent.label }, screen: `/admin/${level.table}` },
      // Back from the trash only under its parent, with a name still free there (decision 037).
      trash: {
        area: "content",
        parents: [{ column: parent.field, table: parent.table, type: parent.type, label: parent.label.toLowerCase() }],
        unique: { scope: [parent.field], where: `in this ${parent.label.toLowerCase()}` },
        dependents,
      },
      form: [{ id: level.type, rows: rows as Array<Extract<keyof typeof fields, string> | Array<Extract<keyof typeof fields, string>>> }],
      list: {
        ...listing,
        sorts,
        filters: parent.filters,
        noun: [level.label.toLowerCase(), level.title.toLowerCase()] as const,
        search: { placeholder: "Name", columns: [`${level.table}.name`] },
        thumbnail: (row: Row) => row.image,
        columns: [...(levelColumns as Array<ListColumn<Row>>), ...listing.columns],
      },
      publicPage,
    } satisfies ContentDefinition<typeof fields, Row>;
  };
}
