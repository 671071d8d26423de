import { InputField, SelectField } from "~/components/ui/fields";
import { BOOLEAN_LABELS } from "~/content/attribute/kinds";
import { unitsFor } from "~/content/attribute/units";

/** An attribute as the product form offers it (product-route.server.ts). */
export type AttributeChoice = {
  id: number;
  name: string;
  kind: "number" | "enum" | "boolean";
  unit: string | null;
  options: string[];
  category_id: number | null;
  type_id: number | null;
};

type AttributeFieldsProps = {
  attributes: AttributeChoice[];
  categoryId: number | null;
  typeId: number | null;
  /** The values to start with, by `a<id>`: what was posted, or what is stored. */
  values: Record<string, unknown>;
  /** Refused values' messages, by field name (`attributes.a<id>`). */
  errors: Record<string, string[] | null | undefined>;
};

/**
 * "Attributes" (issue 16): a field for each typed attribute of the product's category and type.
 * A number is typed with or without its unit (another unit of the same measure is converted on
 * save); options and yes/no are selects, "Not set" leaving the value out.
 */
export function AttributeFields({ attributes, categoryId, typeId, values, errors }: AttributeFieldsProps) {
  const applying = attributes.filter((attribute) => (attribute.category_id !== null && attribute.category_id === categoryId) || (attribute.type_id !== null && attribute.type_id === typeId));
  return (
    <fieldset className="grid gap-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold">Attributes</legend>
      {applying.length === 0 ? (
        <p className="text-sm text-muted">
          {categoryId === null
            ? "Choose a category (and type) in Basic Info: its attributes are filled in here."
            : "This category and type have no attributes. Add them on the Attributes screen."}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {applying.map((attribute) => {
            const name = `attributes.a${attribute.id}`;
            const value = values[`a${attribute.id}`];
            const key = `${attribute.id}-${String(value ?? "")}`;
            const common = { name, label: attribute.name, error: errors[name]?.[0], defaultValue: typeof value === "string" ? value : "" };
            if (attribute.kind === "number") {
              const units = unitsFor(attribute.unit);
              return (
                <InputField
                  key={key}
                  {...common}
                  label={attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name}
                  inputMode="decimal"
                  hint={units.length > 1 ? `A number, in ${attribute.unit} unless another unit follows it: ${units.join(", ")}.` : "A number."}
                />
              );
            }
            const options = attribute.kind === "boolean" ? Object.entries(BOOLEAN_LABELS).map(([option, label]) => ({ value: option, label })) : attribute.options.map((option) => ({ value: option, label: option }));
            return <SelectField key={key} {...common} placeholder="Not set" options={options} />;
          })}
        </div>
      )}
    </fieldset>
  );
}
