import type { SpecificationGroup } from "~/content/product/schema";

/** One table per group, Specification / Value, with alternating row shading. */
export function SpecTables({ groups }: { groups: SpecificationGroup[] }) {
  if (groups.length === 0)
    return <p className="text-muted">No specifications available</p>;
  return (
    <div className="space-y-8">
      {groups.map((group, g) => (
        <section key={`${group.group_name}-${g}`}>
          <h3 className="mb-3 text-lg font-semibold">{group.group_name}</h3>
          <div className="table-frame">
            <table className="w-full text-left text-sm">
              <thead className="bg-shade">
                <tr>
                  <th scope="col" className="w-2/5 px-4 py-2.5 font-semibold">
                    Specification
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Value
                  </th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(group.specifications).map(([name, value]) => (
                  <tr
                    key={name}
                    className="spec-row"
                  >
                    <th
                      scope="row"
                      className="spec-name"
                    >
                      {name}
                    </th>
                    <td className="spec-value">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
